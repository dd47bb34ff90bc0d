import { imageSources } from "../../common/image-sources";

type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio, so nothing moves while the picture loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn, so the browser picks the smallest stored copy that is sharp enough. */
  sizes: string;
  /** The picture that is the page's first impression: fetched at once, ahead of other images. */
  eager?: boolean;
  /** False: only the tinted box for now (a carousel's slide that is not about to show). */
  load?: boolean;
  /** Cover the nearest positioned parent (which sets the size) instead of keeping the width:height box. */
  fill?: boolean;
  fit?: "cover" | "contain";
  className?: string;
  imgClassName?: string;
};

/**
 * An image in a fixed box: stored upload widths as `srcSet`, lazy unless `eager`, decoded off the
 * main thread, and a quiet tinted background while it arrives.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  load = true,
  fill = false,
  fit = "cover",
  className = "",
  imgClassName = "",
}: ResponsiveImageProps) {
  const sources = imageSources(src);
  return (
    <div
      className={`overflow-hidden bg-brand-100 ${fill ? "absolute inset-0" : "relative"} ${className}`}
      style={fill ? undefined : { aspectRatio: `${width} / ${height}` }}
    >
      {load && (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className={`absolute inset-0 h-full w-full ${fit === "cover" ? "object-cover" : "object-contain"} ${imgClassName}`}
        />
      )}
    </div>
  );
}
