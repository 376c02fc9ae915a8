// What the loader hooks that change a library's source as it loads share (docs/decisions/040, 084).
import { moduleLogger } from "./log.js";

/**
 * A node:module `load` hook: each module whose URL `files` matches has its source passed through
 * `mend`, which answers the new source, the same source (nothing to change there), or null when the
 * source is not the one the change was made for: then it loads as it is, with `unknown` logged once.
 * @param {{ files: RegExp, mend: (source: string) => string | null, module: string, unknown: string }} change
 */
export function mendingLoader({ files, mend, module, unknown }) {
  return async function load(url, context, nextLoad) {
    const loaded = await nextLoad(url, context);
    if (!files.test(url) || loaded.source == null) return loaded;
    const source = String(loaded.source);
    const mended = mend(source);
    if (mended === source) return loaded;
    if (mended === null) {
      // Logged from the loader's own thread, as the app logs (JSON lines).
      moduleLogger(module).warn(unknown);
      return loaded;
    }
    return { ...loaded, source: mended };
  };
}
