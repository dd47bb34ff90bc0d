const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path's `:id` can be a record's `_id`. PostgreSQL rejects other text in a uuid
 * comparison with an error, so repositories check first and answer "not found" instead.
 */
export const isRecordId = (value: string) => UUID_PATTERN.test(value);

/** The readable ids of profile links ("asha-patil-3f9a"): what the forms accept, so nothing else can match. */
const PUBLIC_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isPublicId = (value: string) => value.length <= 80 && PUBLIC_ID_PATTERN.test(value);
