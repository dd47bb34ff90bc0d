import { recordPath, type Resource } from "../../../common/resource";
import { apiRequest } from "../api-client";

/**
 * Sends a record's values to the API — a new one to the collection (POST), an existing one to
 * its own address (PUT) — and returns the saved record the answer carries under the resource's key.
 */
export async function saveRecord<Item>(
  resource: Pick<Resource, "path" | "key">,
  values: unknown,
  existing?: { _id: string } | null,
): Promise<Item | undefined> {
  const answer = await apiRequest<Record<string, unknown> | undefined>(existing ? recordPath(resource, existing._id) : resource.path, {
    method: existing ? "PUT" : "POST",
    body: values,
  });
  return answer?.[resource.key] as Item | undefined;
}
