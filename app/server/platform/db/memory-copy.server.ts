import { keepCopy, listenForChanges, type KeptData } from "./cache-invalidation.server";

export interface MemoryCopyOptions<K, T> {
  /** Its name among the kept copies (cache-invalidation.server.ts). */
  name: string;
  /** The data it is made of: a change to any of them forgets it, in every process. */
  madeOf: readonly KeptData[];
  /**
   * How long a read is kept at most: the fallback for changes no notice
   * announces (SQL typed by hand, a process that could not send its notice).
   */
  lifetimeMs: number;
  read: (key: K) => Promise<T>;
}

/**
 * Rows read once and kept in this process, per key, until their lifetime
 * ends or the data they are made of changes. Requests that come while a key
 * is being read share that one read. A read that a change overtook is
 * answered to whoever asked but not kept: it may be older than the change.
 * The only way the app keeps a copy, so no copy can miss a change.
 */
export function memoryCopy<K, T>(options: MemoryCopyOptions<K, T>): { get: (key: K) => Promise<T> } {
  const kept = new Map<K, { value: T; readAt: number }>();
  const reading = new Map<K, Promise<T>>();
  let generation = 0;
  keepCopy(options.name, options.madeOf, () => {
    generation++;
    kept.clear();
    reading.clear();
  });

  async function get(key: K): Promise<T> {
    void listenForChanges();
    const hit = kept.get(key);
    if (hit && Date.now() - hit.readAt < options.lifetimeMs) return hit.value;
    let pending = reading.get(key);
    if (!pending) {
      const started = generation;
      pending = (async () => {
        try {
          const value = await options.read(key);
          if (generation === started) kept.set(key, { value, readAt: Date.now() });
          return value;
        } finally {
          if (generation === started) reading.delete(key);
        }
      })();
      reading.set(key, pending);
    }
    return pending;
  }
  return { get };
}
