import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "../../db/log.server";

const log = logger("uploads");

/** The worker's script: plain JavaScript in host/, beside host/server.js, which the build leaves where it is. */
const SCRIPT = path.join("host", "spreadsheet-worker.js");

let script: string | undefined;

/**
 * The script's path, from this module's own place: app/server/platform/files/uploads/
 * under Vitest, a chunk of build/server/ in the built server. Both sit below the
 * project's folder, so the first folder upwards that holds host/ is it;
 * a bundler moving this module into another chunk or folder changes nothing.
 */
function workerScript(): string {
  if (script) return script;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, SCRIPT))) return (script = path.join(dir, SCRIPT));
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${SCRIPT} was not found above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

/** What one sheet's parse may use: its own heap, so a workbook that balloons ends its thread, not the server. */
const HEAP_MB = 512;
/** A parse that is still going after this is given up (the largest workbook the limits let in takes a few seconds). */
const TIMEOUT_MS = 60_000;

export interface SheetWork {
  name: string;
  bytes: Uint8Array;
  columns: readonly string[];
  limits: { rows: number; zipEntries: number; unzippedBytes: number };
}

/**
 * Reads an uploaded sheet in a worker thread of its own (host/spreadsheet-worker.js)
 * and answers what it read; the request's event loop stays free for every
 * other request meanwhile. A thread
 * that fails (out of its heap, past its time) answers `failed`.
 */
export function readInWorker<T>(work: SheetWork, failed: T): Promise<T> {
  // A copy (a millisecond for 5 MB) is handed over to the thread: the caller's bytes stay usable.
  const bytes = work.bytes.slice();
  return new Promise<T>((resolve) => {
    let settled = false;
    const worker = new Worker(workerScript(), {
      workerData: { ...work, bytes, columns: [...work.columns] },
      transferList: [bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      log.warn({ file: work.name }, `an uploaded sheet was still being read after ${TIMEOUT_MS / 1000} s; given up`);
      settle(failed);
      void worker.terminate();
    }, TIMEOUT_MS);
    worker.once("message", (value: T) => settle(value));
    worker.once("error", (error) => {
      log.warn({ err: error, file: work.name }, "an uploaded sheet could not be read");
      settle(failed);
    });
    worker.once("exit", () => settle(failed));
  });
}
