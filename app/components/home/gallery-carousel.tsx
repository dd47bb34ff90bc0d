import { Suspense, useEffect } from "react";
import { Await, useAsyncError } from "react-router";
import type { GalleryItem } from "../../../common/image.schema";
import { Carousel, PhotoSlide } from "../carousel";
import { SectionState } from "./section-state";

export const GALLERY_CAPTION_FALLBACK = "College Image";
const GALLERY_AUTOPLAY_MS = 5000;

/**
 * The home page's photo carousel. The list comes with the page, or streams in after its first
 * bytes when slow; the frame keeps its height through loading, error, empty and loaded states.
 */
export function GalleryCarousel({ images }: { images: GalleryItem[] | Promise<GalleryItem[]> }) {
  return (
    // 500 px tall on desktops (spec §9); shorter on phones so the heading and buttons stay in view.
    <div className="relative h-80 overflow-hidden rounded-2xl bg-brand-800 shadow-2xl ring-1 ring-white/10 sm:h-96 lg:h-[500px]">
      {Array.isArray(images) ? (
        // Already here: rendered in place, not behind a Suspense boundary React might stream separately.
        <GalleryContent items={images} />
      ) : (
        <Suspense fallback={<SectionState kind="loading" message="Loading images..." tone="dark" className="h-full" />}>
          <Await resolve={images} errorElement={<GalleryError />}>
            {(items) => <GalleryContent items={items} />}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

function GalleryContent({ items }: { items: readonly GalleryItem[] }) {
  if (items.length === 0) return <SectionState kind="empty" message="No images available" tone="dark" className="h-full" />;
  return (
    <Carousel
      label="Campus gallery"
      items={items}
      getKey={(item, index) => `${item.url}-${index}`}
      fade
      loop
      autoplayMs={GALLERY_AUTOPLAY_MS}
      className="h-full"
      viewportClassName="h-full"
      renderSlide={(item, index) => {
        const caption = item.caption.trim() || GALLERY_CAPTION_FALLBACK;
        return (
          <PhotoSlide src={item.url} alt={caption} eager={index === 0} sizes="(min-width: 1152px) 640px, (min-width: 1024px) 56vw, 100vw">
            <p className="font-display text-base font-semibold sm:text-xl">{caption}</p>
          </PhotoSlide>
        );
      }}
    />
  );
}

function GalleryError() {
  const error = useAsyncError();
  useEffect(() => {
    console.error("The gallery images could not be loaded", error);
  }, [error]);
  return <SectionState kind="error" message="Failed to load images. Please try again later." tone="dark" className="h-full" />;
}
