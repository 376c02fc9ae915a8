import { Transform } from "node:stream";

/**
 * React writes a page in 2 KB pieces, and each piece then crossed four
 * streams (this one, the web stream React Router reads, the response, gzip)
 * and a socket write of its own: on the admin lenders table (250 KB) that
 * piping cost more than rendering. The pieces written in one turn of the
 * event loop are joined and passed on together at the end of that turn, so
 * what React flushes still leaves at once (the shell first, the data after
 * it, as before), in a few large pieces.
 */
/** `onFinal` runs once React has written the whole page. */
export function coalescingStream(onFinal: () => void): Transform {
  let held: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (!size) return;
    const joined = held.length === 1 ? held[0] : Buffer.concat(held, size);
    held = [];
    size = 0;
    stream.push(joined);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      size += chunk.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      onFinal();
      release();
      callback();
    },
  });
  return stream;
}
