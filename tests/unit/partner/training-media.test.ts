import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dispositionOf, sniffTrainingFile } from "~/domain/partner/training-media";
import { contentRange, parseByteRange } from "~/domain/platform/byte-range";
import { isMediaUploadPath, isUploadPath } from "~/middleware/page-paths.server";

const asset = (name: string) => new Uint8Array(readFileSync(`db/seed/assets/${name}`));
const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("a training file is known by its bytes, never its name", () => {
  it("takes the demo's WebM and PDF as what they are", () => {
    expect(sniffTrainingFile("video", asset("training-welcome.webm"))).toEqual({ type: "video/webm", ext: "webm" });
    expect(sniffTrainingFile("document", asset("selling-responsibly.pdf"))).toEqual({ type: "application/pdf", ext: "pdf" });
  });

  it("takes an MP4 by its ftyp box", () => {
    expect(sniffTrainingFile("video", bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toEqual({ type: "video/mp4", ext: "mp4" });
  });

  it("takes a PPTX (a ZIP holding ppt/presentation.xml) or a PDF as a deck", () => {
    const pptx = bytes([0x50, 0x4b, 3, 4], "\u0014\u0000\u0006\u0000[Content_Types].xml....ppt/presentation.xml");
    expect(sniffTrainingFile("slides", pptx)?.ext).toBe("pptx");
    expect(sniffTrainingFile("slides", asset("selling-responsibly.pdf"))?.ext).toBe("pdf");
  });

  it("refuses a file whose bytes are not the kind chosen", () => {
    // A PDF renamed .mp4, a picture as a video, a Word file (a ZIP without ppt/) as a deck, Matroska as WebM.
    expect(sniffTrainingFile("video", asset("selling-responsibly.pdf"))).toBeNull();
    expect(sniffTrainingFile("video", asset("training-welcome.png"))).toBeNull();
    expect(sniffTrainingFile("document", asset("training-welcome.webm"))).toBeNull();
    expect(sniffTrainingFile("slides", bytes([0x50, 0x4b, 3, 4], "word/document.xml"))).toBeNull();
    expect(sniffTrainingFile("video", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], "B\u0082\u0088matroska"))).toBeNull();
    expect(sniffTrainingFile("video", new Uint8Array())).toBeNull();
  });

  it("opens videos and PDFs in the page, and has decks saved", () => {
    expect([dispositionOf("video"), dispositionOf("document"), dispositionOf("slides")]).toEqual(["inline", "inline", "attachment"]);
  });
});

describe("the Range header of a request for a file of 1000 bytes", () => {
  const size = 1000;
  it("gives the bytes asked for, cut at the end of the file", () => {
    expect(parseByteRange("bytes=0-99", size)).toEqual({ kind: "part", start: 0, end: 99 });
    expect(parseByteRange("bytes=500-", size)).toEqual({ kind: "part", start: 500, end: 999 });
    expect(parseByteRange("bytes=900-5000", size)).toEqual({ kind: "part", start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", size)).toEqual({ kind: "part", start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", size)).toEqual({ kind: "part", start: 0, end: 999 });
  });

  it("is unsatisfiable past the end of the file", () => {
    expect(parseByteRange("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=5000-6000", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
  });

  it("is ignored (the whole file) when absent, unreadable, backwards or several ranges", () => {
    for (const header of [null, "", "bytes=", "bytes=-", "items=0-10", "bytes=50-10", "bytes=0-10,20-30", "bytes=abc-"]) {
      expect(parseByteRange(header, size)).toEqual({ kind: "whole" });
    }
  });

  it("names the part sent, or only the size in a refusal", () => {
    expect(contentRange({ start: 0, end: 99 }, size)).toBe("bytes 0-99/1000");
    expect(contentRange(null, size)).toBe("bytes */1000");
  });
});

describe("the body limit of the media upload", () => {
  it("is the training media's on its page only (its .data post too), not the other uploads'", () => {
    expect(isMediaUploadPath("/admin/training-media")).toBe(true);
    expect(isMediaUploadPath("/admin/training-media.data")).toBe(true);
    expect(isUploadPath("/admin/training-media")).toBe(false);
    expect(isMediaUploadPath("/admin/credit-cards")).toBe(false);
    expect(isMediaUploadPath("/admin/training-media/1/file")).toBe(false);
  });
});
