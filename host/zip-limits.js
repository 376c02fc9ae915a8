import { inflateRawSync } from "node:zlib";

/**
 * An .xlsx is a zip archive, and a zip can hold a part that unpacks to a
 * thousand times its size: a 5 MB upload could make SheetJS unpack gigabytes.
 * SheetJS has no limit of its own, so the archive is checked here first
 * (docs/decisions/037), in the upload's worker thread (spreadsheet-worker.js):
 * plain JavaScript beside the server, which imports nothing of the app and is
 * handed its limits by it (app/server/platform/files/spreadsheet.server.ts).
 *
 * @typedef {"ok" | "tooLarge" | "unreadable"} ZipVerdict
 */

const SIGNATURE = { end: 0x06054b50, central: 0x02014b50, local: 0x04034b50 };
const ZIP64 = 0xffffffff;

/** Whether an extra field (a zip's list of id, length, data) holds a ZIP64 record (id 1), whose sizes SheetJS would take instead. */
/** @param {DataView} view @param {number} from @param {number} length */
function hasZip64Record(view, from, length) {
  for (let at = from; at + 4 <= from + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === 0x0001) return true;
  }
  return false;
}

/**
 * Reads the archive as SheetJS will (the last end-of-directory record, then
 * each entry of the central directory and its local header) and answers
 * "tooLarge" before anything is unpacked when there are too many parts or
 * the parts say they unpack to too much. A deflated part is then unpacked
 * by zlib with its output capped at what is left of the allowance, since an
 * archive may lie about its sizes: the unpacking stops at the cap, so a
 * bomb costs at most `limits.bytes` of work. ZIP64 archives (needed
 * only past 4 GB or 65,535 parts) are refused as too large; a directory
 * that does not add up is "unreadable".
 */
/**
 * @param {Uint8Array} bytes
 * @param {{ entries: number, bytes: number }} limits the parts an archive may hold, and what they may unpack to together
 * @returns {ZipVerdict}
 */
export function checkZip(bytes, limits) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @param {number} at @param {number} length */
  const fits = (at, length) => at >= 0 && at + length <= bytes.length;
  let end = bytes.length - 4;
  while (end >= 0 && view.getUint32(end, true) !== SIGNATURE.end) end--;
  if (!fits(end, 22)) return "unreadable";
  const entries = view.getUint16(end + 8, true);
  const total = view.getUint16(end + 10, true);
  const directory = view.getUint32(end + 16, true);
  if (entries === 0xffff || total === 0xffff || directory === ZIP64) return "tooLarge";
  if (Math.max(entries, total) > limits.entries) return "tooLarge";

  let declared = 0;
  let unpacked = 0;
  let at = directory;
  for (let i = 0; i < entries; i++) {
    if (!fits(at, 46) || view.getUint32(at, true) !== SIGNATURE.central) return "unreadable";
    const method = view.getUint16(at + 10, true);
    const packedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (!fits(at + 46, nameLength + extraLength)) return "unreadable";
    if (packedSize === ZIP64 || size === ZIP64 || local === ZIP64 || hasZip64Record(view, at + 46 + nameLength, extraLength)) return "tooLarge";
    at += 46 + nameLength + extraLength + commentLength;

    if (!fits(local, 30) || view.getUint32(local, true) !== SIGNATURE.local) return "unreadable";
    const localMethod = view.getUint16(local + 8, true);
    const localSize = view.getUint32(local + 22, true);
    const localNameLength = view.getUint16(local + 26, true);
    const localExtraLength = view.getUint16(local + 28, true);
    if (!fits(local + 30, localNameLength + localExtraLength) || localMethod !== method) return "unreadable";
    if (localSize === ZIP64 || hasZip64Record(view, local + 30 + localNameLength, localExtraLength)) return "tooLarge";
    // SheetJS makes room for what the local header says, so both headers' sizes count.
    declared += Math.max(size, localSize);
    if (declared > limits.bytes) return "tooLarge";
    const data = local + 30 + localNameLength + localExtraLength;
    if (!fits(data, packedSize)) return "unreadable";

    if (method === 0) {
      unpacked += packedSize;
    } else if (method === 8) {
      try {
        unpacked += inflateRawSync(bytes.subarray(data, data + packedSize), { maxOutputLength: Math.max(1, limits.bytes - unpacked) }).length;
      } catch (error) {
        return /** @type {{ code?: string }} */ (error).code === "ERR_BUFFER_TOO_LARGE" ? "tooLarge" : "unreadable";
      }
    } else {
      return "unreadable";
    }
    if (unpacked > limits.bytes) return "tooLarge";
  }
  return "ok";
}

/** Whether the bytes are a zip archive as SheetJS tells one (it reads any upload starting "PK" as a zip, whatever its name). */
/** @param {Uint8Array} bytes */
export const isZip = (bytes) => bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;
