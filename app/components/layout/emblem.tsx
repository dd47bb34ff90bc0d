import college from "../../../public/logos/college-logo.svg?raw";
import trust from "../../../public/logos/trust-logo.svg?raw";

const emblems = { college, trust };

type EmblemProps = {
  of: keyof typeof emblems;
  /** What a screen reader hears; without one the emblem is decorative. */
  label?: string;
  /** Its size, e.g. "h-11 w-11". */
  className: string;
};

/**
 * The college's or the trust's emblem in the public header, drawn inline from its file in
 * public/logos. As an <img>, each of these half-kilobyte drawings was a request of its own and a
 * separate SVG document the phone built while it loaded the page.
 */
export function Emblem({ of, label, className }: EmblemProps) {
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`block [&>svg]:h-full [&>svg]:w-full ${className}`}
      dangerouslySetInnerHTML={{ __html: emblems[of] }}
    />
  );
}
