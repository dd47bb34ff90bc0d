import { createHash, randomBytes } from "node:crypto";

/**
 * A mark for the inline scripts a page means to run, new for each render: React and React Router
 * write it as the `nonce` of the scripts they render themselves, and `sealInlineScripts` turns the
 * marked scripts into hashes and removes the mark. Nothing a visitor or a clerk wrote can carry
 * it, since it is unguessable and only exists while the page is rendered
 * (docs/decisions/0011-script-hashes-instead-of-a-nonce.md).
 */
export const createInlineScriptMark = () => randomBytes(16).toString("hex");

/** The hash source of an inline script, as the browser computes it: over its text, line breaks normalised as the parser does. */
export const scriptHashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;

/**
 * The page without its mark, and the hash sources of the scripts that carried it. Only React's
 * markup is read here: attribute values and text of the page are escaped, so `<script` and
 * `nonce="…"` appear only where a script was rendered.
 */
export function sealInlineScripts(html: string, mark: string): { html: string; scriptHashes: string[] } {
  const markAttribute = ` nonce="${mark}"`;
  const scriptHashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attributes!.includes(markAttribute) && text) scriptHashes.add(scriptHashSource(text));
  }
  return { html: html.replaceAll(markAttribute, ""), scriptHashes: [...scriptHashes] };
}

/**
 * The policy for HTML pages: scripts only from this site or inline ones whose hash the page was
 * sealed with (no nonce, so a page is the same bytes for every visitor and is cached compressed).
 * Images: also from any web address, because the API accepts an http(s) URL for every photo
 * and image a record carries (docs/decisions/0005-images-from-other-sites.md); pictures cannot
 * run code, and the referrer policy keeps our addresses from those sites.
 * Frames: our own PDFs, the footer map and the admissions video.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}
