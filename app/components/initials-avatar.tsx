import { initialsOf } from "../../common/text";

/** A round monogram standing in for a portrait the college has not published. Decorative. */
export function InitialsAvatar({ name, className }: { name: string; className: string }) {
  return (
    // suppressHydrationWarning: a browser with an older Unicode table may cut a Devanagari conjunct
    // differently from the server; the server's initials then stay, which is fine for a decoration.
    <span aria-hidden="true" suppressHydrationWarning className={`grid shrink-0 place-items-center rounded-full font-display font-semibold ${className}`}>
      {initialsOf(name)}
    </span>
  );
}
