import { eq } from "drizzle-orm";
import { trainingMedia } from "../../../db/schema";
import { contentRange, parseByteRange } from "~/domain/platform/byte-range";
import { dispositionOf, type TrainingKind } from "~/domain/partner/training-media";
import { getDb } from "../platform/db/db.server";
import { getPrivateFiles } from "../platform/files/private-files.server";

/** A file's name in a download: the item's title in plain characters, then the extension its bytes gave it. */
function downloadName(title: string, storageKey: string) {
  const ext = storageKey.slice(storageKey.lastIndexOf(".") + 1);
  const plain =
    title
      .replace(/[^A-Za-z0-9 _-]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .slice(0, 60) || "training";
  return `${plain}.${ext}`;
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A training item's file (or a video's poster) for someone the route's guard let in: the bytes the
 * Range header asks for (206 with Content-Range; 416 for a range past the end), else the whole file,
 * streamed from the private store, which is asked for just those bytes (docs/decisions/100-media-storage.md).
 */
export async function trainingFileResponse(request: Request, id: number, part: "file" | "poster"): Promise<Response> {
  const db = await getDb();
  const [item] = await db.select().from(trainingMedia).where(eq(trainingMedia.id, id));
  if (!item) return notFound();
  const key = part === "file" ? item.storageKey : item.posterKey;
  const size = part === "file" ? item.size : item.posterSize;
  const type = part === "file" ? item.contentType : item.posterType;
  if (!key || size === null || !type) return notFound();
  const headers = new Headers({
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    // Private: a shared cache never keeps it, the partner's browser may keep it a day (the key never changes).
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  });
  if (part === "file") headers.set("Content-Disposition", `${dispositionOf(item.kind as TrainingKind)}; filename="${downloadName(item.title, item.storageKey)}"`);
  const range = parseByteRange(request.headers.get("range"), size);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", contentRange(null, size));
    return new Response(null, { status: 416, headers });
  }
  const wanted = range.kind === "part" ? range : { start: 0, end: size - 1 };
  const body = request.method === "HEAD" ? null : await getPrivateFiles().read(key, wanted);
  if (request.method !== "HEAD" && !body) return notFound();
  headers.set("Content-Length", String(wanted.end - wanted.start + 1));
  if (range.kind === "part") headers.set("Content-Range", contentRange(wanted, size));
  return new Response(body, { status: range.kind === "part" ? 206 : 200, headers });
}
