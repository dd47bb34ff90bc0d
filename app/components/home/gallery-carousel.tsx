import { Suspense, useEffect } from "react";
import { Await, useAsyncError } from "react-router";
import { useT } from "../../i18n/i18n";
import { Carousel, PhotoSlide } from "../carousel";
import { Emblem } from "../layout/emblem";
import { SectionState } from "./section-state";

const GALLERY_AUTOPLAY_MS = 5000;

/** A gallery picture as the page shows it: its caption in the page's language. */
export type GallerySlide = { url: string; caption: string };

/**
 * The home page's photo carousel. The list comes with the page, or streams in after its first
 * bytes when slow; the frame keeps its height through loading, error, empty and loaded states.
 */
export function GalleryCarousel({ images }: { images: GallerySlide[] | Promise<GallerySlide[]> }) {
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

function GalleryContent({ items }: { items: readonly GallerySlide[] }) {
  const t = useT();
  if (items.length === 0) return <NoPicturesYet />;
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

/**
 * Before the college has any pictures (a fresh install without sample content): the emblem, name
 * and motto on the theme's colours in the gallery's own frame, so the first screen looks made,
 * not missing, and keeps its size when the first pictures arrive.
 */
function NoPicturesYet() {
  const t = useT();
  return (
    <div className="relative flex h-full flex-col items-center justify-center gap-5 overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-8 text-center">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full border border-white/10" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 h-96 w-96 rounded-full border border-white/10" />
      <span className="grid h-24 w-24 place-items-center rounded-full bg-white p-3 shadow-lg ring-4 ring-white/15 sm:h-28 sm:w-28">
        <Emblem of="college" className="h-full w-full" />
      </span>
      <p className="max-w-md font-display text-xl font-semibold text-balance text-white sm:text-2xl">{t("institution.collegeName")}</p>
      <p className="max-w-sm text-sm leading-relaxed text-brand-100 sm:text-base">{t("institution.tagline")}</p>
    </div>
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
