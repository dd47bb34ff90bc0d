const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path's `:id` can be a record's `_id`. PostgreSQL rejects other text in a uuid
 * comparison with an error, so repositories check first and answer "not found" instead.
 */
export const isRecordId = (value: string) => UUID_PATTERN.test(value);

