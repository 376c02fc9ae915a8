import { parentPort, workerData } from "node:worker_threads";
import { readSheet } from "./spreadsheet-read.js";

/**
 * A worker thread's entry (node:worker_threads): one uploaded spreadsheet
 * read off the server's event loop, so no request waits while a large
 * workbook is unpacked and parsed (docs/decisions/037, issue 37). Started by
 * app/server/platform/files/uploads/sheet-worker.server.ts with the file's bytes and the
 * limits in `workerData`; it answers one message, the read sheet, and ends.
 * It lives beside host/server.js, outside the build, so the built server and the
 * tests start the same file.
 */
const { name, bytes, columns, limits } = workerData;
parentPort?.postMessage(await readSheet(name, bytes, columns, limits));
