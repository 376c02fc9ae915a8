/**
 * The face drawn for a credit card that has no uploaded picture: its name on
 * a gradient whose two colours follow from the name, so each card keeps its
 * own look from one visit to the next, and two cards side by side rarely
 * match. Dark colours only: the name is white on them (docs/decisions/070).
 */
export const CARD_FACE_COLOURS: readonly (readonly [string, string])[] = [
  ["#0b3d91", "#1d5fc4"],
  ["#4c1d95", "#7c3aed"],
  ["#064e3b", "#047857"],
  ["#7c2d12", "#c2410c"],
  ["#831843", "#be185d"],
  ["#1f2937", "#475569"],
  ["#134e4a", "#0f766e"],
  ["#312e81", "#4f46e5"],
];

/** A whole-number hash of a text (FNV-1a): the same name, the same colours, on the server and in the browser. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Letters a line of the drawn face holds at its size. */
export const FACE_LINE_CHARS = 18;

/** The name in at most two lines of FACE_LINE_CHARS, by whole words; what does not fit ends in "…". */
export function faceLines(name: string, width = FACE_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, 2).map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  if (lines.length > 2) shown[1] = `${shown[1].slice(0, width - 1).trimEnd()}…`;
  return shown;
}

export function cardFace(name: string): { colours: readonly [string, string]; lines: string[] } {
  return { colours: CARD_FACE_COLOURS[hash(name) % CARD_FACE_COLOURS.length], lines: faceLines(name) };
}
