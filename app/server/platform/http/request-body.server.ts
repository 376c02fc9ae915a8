/** The body of an API call as a plain object, whether it came as JSON, a form or multipart. */
export async function readRequestBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
  return {};
}

/** A form or multipart body; one that cannot be read (cut short, malformed) is an empty form (an upload without a file), never a 500. */
export async function uploadedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
