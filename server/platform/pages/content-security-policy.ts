import { randomBytes } from "node:crypto";

export const createNonce = () => randomBytes(16).toString("base64");

/**
 * The policy for HTML pages: scripts only from this site or carrying this response's nonce.
 * Images: also from any web address, because the API accepts an http(s) URL for every photo
 * and image a record carries (docs/decisions/0005-images-from-other-sites.md); pictures cannot
 * run code, and the referrer policy keeps our addresses from those sites.
 * Frames: our own PDFs, the footer map and the admissions video.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
