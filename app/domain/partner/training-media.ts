/**
 * Training media partners watch, open and download (issue 39, item 4; docs/decisions/100-media-storage.md):
 * what each kind of item takes, known by its first bytes, never by its name or the type a browser claims.
 */
export const TRAINING_KINDS = ["video", "document", "slides"] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];

export interface SniffedFile {
  type: string;
  ext: string;
}

const MP4: SniffedFile = { type: "video/mp4", ext: "mp4" };
const WEBM: SniffedFile = { type: "video/webm", ext: "webm" };
const PDF: SniffedFile = { type: "application/pdf", ext: "pdf" };
const PPTX: SniffedFile = { type: "application/vnd.openxmlformats-officedocument.presentationml.presentation", ext: "pptx" };

function ascii(bytes: Uint8Array, at: number, text: string) {
  return bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
}

function contains(bytes: Uint8Array, text: string, within = bytes.length) {
  const last = Math.min(within, bytes.length) - text.length;
  for (let at = bytes.indexOf(text.charCodeAt(0)); at !== -1 && at <= last; at = bytes.indexOf(text.charCodeAt(0), at + 1)) {
    if (ascii(bytes, at, text)) return true;
  }
  return false;
}

/** ISO base media (MP4): a box of type `ftyp` first. */
const isMp4 = (b: Uint8Array) => ascii(b, 4, "ftyp");
/** EBML (1A 45 DF A3) whose document type, in its header, is "webm" (plain Matroska is not what browsers play). */
const isWebm = (b: Uint8Array) => b.length > 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 && contains(b, "webm", 64);
const isPdf = (b: Uint8Array) => ascii(b, 0, "%PDF-");
/** A ZIP whose entries include the presentation part of Office Open XML (an entry's name is stored as plain text). */
const isPptx = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 && contains(b, "ppt/presentation.xml");

/** What each kind takes: a video mp4 or webm, a document a PDF, slides a PowerPoint deck or a PDF deck. */
const ACCEPTED: Record<TrainingKind, { test: (b: Uint8Array) => boolean; file: SniffedFile }[]> = {
  video: [
    { test: isMp4, file: MP4 },
    { test: isWebm, file: WEBM },
  ],
  document: [{ test: isPdf, file: PDF }],
  slides: [
    { test: isPptx, file: PPTX },
    { test: isPdf, file: PDF },
  ],
};

/** The file's type if its bytes are one the kind takes, else null. */
export function sniffTrainingFile(kind: TrainingKind, bytes: Uint8Array): SniffedFile | null {
  return ACCEPTED[kind].find((a) => a.test(bytes))?.file ?? null;
}

/** How a partner's browser is told to take the file: a video and a PDF open in the page, a deck is saved. */
export function dispositionOf(kind: TrainingKind): "inline" | "attachment" {
  return kind === "slides" ? "attachment" : "inline";
}

/** The limits (bytes) of an item's file, by kind: a video's is larger; the settings give both. */
export function maxBytesOf(kind: TrainingKind, limits: { video: number; other: number }): number {
  return kind === "video" ? limits.video : limits.other;
}

export const TRAINING_LIMITS = { title: 120, topic: 80 } as const;
