/**
 * Uploaded images are stored as `/uploads/<hash>.webp` (at most 1600 px wide) with smaller
 * copies `/uploads/<hash>-w480.webp` and `-w960.webp`, so a phone downloads only what it shows.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
export const IMAGE_MAX_WIDTH = 1600;

const uploadPattern = /^\/uploads\/([a-f0-9]{16,64})\.webp$/;

export function imageVariantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

/** `src` and, for our own uploads, a `srcSet` of the stored widths. Other URLs pass through. */
export function imageSources(url: string): { src: string; srcSet?: string } {
  if (!uploadPattern.test(url)) return { src: url };
  const srcSet = [
    ...IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`),
    `${url} ${IMAGE_MAX_WIDTH}w`,
  ].join(", ");
  return { src: imageVariantUrl(url, 960), srcSet };
}
