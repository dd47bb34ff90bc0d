/** One part of a multipart/form-data body: a text field, or a file with its name and declared type. */
export type Part = { name: string; value: string | Uint8Array; filename?: string; type?: string };

/** A multipart/form-data body encoded by the platform's own FormData, ready for `app.inject`. */
export async function formBody(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === "string") {
      form.append(part.name, part.value);
    } else {
      const file = new Blob([new Uint8Array(part.value)], { type: part.type ?? "application/octet-stream" });
      form.append(part.name, file, part.filename ?? "");
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}
