/**
 * A CSV file as a download (the reports' exports): its body streamed as it
 * is written, its name saying what and which days, never kept by a cache.
 */
export function csvDownload(filename: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
