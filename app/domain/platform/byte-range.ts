/**
 * The Range header of a request for a file of known size (RFC 9110 14.2), reduced to what
 * we serve: one range of bytes. A video player asks for one range at a time; a request
 * for several, or a header we cannot read, is answered with the whole file (the RFC lets a
 * server ignore Range); a range wholly past the end is unsatisfiable (416).
 */
export type ByteRange = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

export function parseByteRange(header: string | null, size: number): ByteRange {
  if (header === null) return { kind: "whole" };
  const match = ONE_RANGE.exec(header.trim());
  if (!match) return { kind: "whole" };
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // "bytes=-500": the last 500 bytes; a file of none has no last bytes to give.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: Math.min(end, size - 1) };
}

/** The Content-Range of a part, or of a refusal (which names only the size). */
export function contentRange(range: { start: number; end: number } | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
