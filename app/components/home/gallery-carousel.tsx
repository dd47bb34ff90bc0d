import { Suspense, useEffect } from "react";
import { Await, useAsyncError } from "react-router";
import type { GalleryItem } from "../../../common/image.schema";
import { useT } from "../../i18n/i18n";
import { Carousel, PhotoSlide } from "../carousel";
import { SectionState } from "./section-state";

const GALLERY_AUTOPLAY_MS = 5000;

/**
 * The home page's photo carousel. The list comes with the page, or streams in after its first
 * bytes when slow; the frame keeps its height through loading, error, empty and loaded states.
 */
export function GalleryCarousel({ images }: { images: GalleryItem[] | Promise<GalleryItem[]> }) {
  const t = useT();
  return (
    // 500 px tall on desktops, as the original site; shorter on phones so the heading and buttons stay in view.
    <div className="relative h-80 overflow-hidden rounded-2xl bg-brand-800 shadow-2xl ring-1 ring-white/10 sm:h-96 lg:h-[500px]">
      {Array.isArray(images) ? (
        // Already here: rendered in place, not behind a Suspense boundary React might stream separately.
        <GalleryContent items={images} />
      ) : (
        <Suspense fallback={<SectionState kind="loading" message={t("home.loadingImages")} tone="dark" className="h-full" />}>
          <Await resolve={images} errorElement={<GalleryError />}>
            {(items) => <GalleryContent items={items} />}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

function GalleryContent({ items }: { items: readonly GalleryItem[] }) {
  const t = useT();
  if (items.length === 0) return <SectionState kind="empty" message={t("home.noImages")} tone="dark" className="h-full" />;
  return (
    <Carousel
      label={t("home.campusGallery")}
      items={items}
      getKey={(item, index) => `${item.url}-${index}`}
      fade
      loop
      autoplayMs={GALLERY_AUTOPLAY_MS}
      className="h-full"
      viewportClassName="h-full"
      renderSlide={(item, index) => {
        const caption = item.caption.trim() || t("home.imageFallback");
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
  const t = useT();
  const error = useAsyncError();
  useEffect(() => {
    console.error("The gallery images could not be loaded", error);
  }, [error]);
  return <SectionState kind="error" message={t("home.imagesFailed")} tone="dark" className="h-full" />;
}
