/** A translation of an English catalog: every one of its keys, each an ICU message with the same placeholders. */
export type Catalog<English extends Record<string, string>> = { readonly [Key in keyof English]: string };

/** Messages as a loader sends them to the page: compiled, keyed by message key. */
export type Messages = Record<string, import("@lingui/message-utils/compileMessage").CompiledMessage>;
