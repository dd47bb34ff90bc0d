/**
 * The short id under which a text keyed by its English words travels to the browser: a page
 * then carries each paragraph once, in its own language, instead of once more as its key.
 * FNV-1a (32 bits) is enough for a few hundred texts; the catalogs' test proves no two collide.
 */
export function textId(english: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < english.length; index++) {
    hash ^= english.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `#${(hash >>> 0).toString(36)}`;
}
