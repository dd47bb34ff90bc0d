/** "Dr. Anjali S. Deshmukh" → "AD": titles and single-letter initials are skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !word.endsWith(".") && word.length > 1);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join("");
}

/** A round monogram standing in for a portrait the college has not published. Decorative. */
export function InitialsAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full font-display font-semibold ${className}`}>
      {initialsOf(name)}
    </span>
  );
}
