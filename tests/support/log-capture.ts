import { captureLog } from "../../host/log.js";
import { codesInLog } from "./app-client";

/**
 * The server log's lines written in this process (each a JSON text), kept
 * instead of printed until stop(): what in-process tests read, as tests of a
 * built server read its output (the demo sender's codes, for one).
 */
export function captureServerLog() {
  const lines: string[] = [];
  const stop = captureLog((line) => void lines.push(line));
  return {
    lines,
    text: () => lines.join(""),
    /** Each line as the object it is. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    /** The latest code the demo sender logged for a destination (masked in the log but for its last 4 characters). */
    codeFor(masked: string): string {
      const code = codesInLog(lines.join(""))
        .filter((c) => c.to === masked)
        .at(-1)?.code;
      if (!code) throw new Error(`no code logged for ${masked}`);
      return code;
    },
    stop,
  };
}

export type CapturedLog = ReturnType<typeof captureServerLog>;
