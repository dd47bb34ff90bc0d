import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import Fade from "embla-carousel-fade";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../i18n/i18n";
import { ResponsiveImage } from "./responsive-image";

/** Slides shown side by side from each Tailwind breakpoint up (sm 640, md 768, lg 1024 px). */
export type PerBreakpoint<Value> = { base: Value; sm?: Value; md?: Value; lg?: Value };

type CarouselProps<Item> = {
  /** Names the carousel for assistive technology, e.g. "Campus photographs". */
  label: string;
  items: readonly Item[];
  getKey: (item: Item, index: number) => string;
  renderSlide: (item: Item, index: number) => ReactNode;
  /** Cross-fade between slides instead of sliding (one slide per view). */
  fade?: boolean;
  /** Advance every this many milliseconds; paused on hover, keyboard focus, and with reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  arrows?: boolean;
  /** Clickable pagination dots. */
  dots?: boolean;
  slidesPerView?: PerBreakpoint<number>;
  /** Space between slides as a CSS length, e.g. "24px". */
  gap?: PerBreakpoint<string>;
  /**
   * The controls always sit in a row under the slides, never on them. "dark": a band that closes
   * a photo frame; "light": on the page, under cards.
   */
  controls?: "dark" | "light";
  className?: string;
  /** Sets the slides' height, e.g. "h-72 lg:h-[500px]". */
  viewportClassName?: string;
};

function cascade<Value>(values: PerBreakpoint<Value>) {
  const sm = values.sm ?? values.base;
  const md = values.md ?? sm;
  const lg = values.lg ?? md;
  return { base: values.base, sm, md, lg };
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** Whether the slide around a photo is showing or about to, so that its photo may be fetched. */
const SlideAboutToShow = createContext(true);

/**
 * The slides whose photos may be fetched. A first visit fetches the first photo only, not the whole
 * slideshow (on a phone's first visit to the home page that was 30 KB of photos that most visitors
 * never wait for). A slide's photo comes when the slide shows, its neighbours' when the visitor
 * points at or focuses the carousel, and the next one half-way through the slideshow's pause
 * before it (see the Carousel's effects).
 */
function useSlidesToLoad() {
  const [slides, setSlides] = useState<ReadonlySet<number>>(() => new Set([0]));
  const load = useCallback((indices: readonly number[]) => {
    setSlides((current) => (indices.every((index) => current.has(index)) ? current : new Set([...current, ...indices])));
  }, []);
  return [slides, load] as const;
}

/**
 * Embla on the viewport, started in a task of its own once the browser is idle. Starting measures
 * every slide; started from React's hydration commit (as Embla's React hook does, through a ref
 * that sets state), the home page's three carousels, and every other effect of the page with
 * them, ran in one long task that kept a phone from answering taps. Until it starts, the
 * server-rendered first slides show as they are.
 */
function useEmbla(options: EmblaOptionsType, plugins: EmblaPluginType[]) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    const start = () => {
      started = EmblaCarousel(viewport, options, plugins);
      setEmbla(started);
    };
    // Safari has no requestIdleCallback; a timer still gives each carousel a task of its own.
    const idle = "requestIdleCallback" in window;
    const handle = idle ? requestIdleCallback(start, { timeout: 1000 }) : window.setTimeout(start);
    return () => {
      if (idle) cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      started?.destroy();
      setEmbla(undefined);
    };
  }, [options, plugins]);
  return [viewportRef, embla] as const;
}

/**
 * The one carousel of the site (Embla: small, no dependencies). Slides are server-rendered, so the
 * first slide shows before any script runs; Embla takes over when the browser is idle after hydration.
 */
export function Carousel<Item>({
  label,
  items,
  getKey,
  renderSlide,
  fade = false,
  autoplayMs,
  loop = false,
  arrows = true,
  dots = true,
  slidesPerView = { base: 1 },
  gap = { base: "0px" },
  controls = "dark",
  className = "",
  viewportClassName = "",
}: CarouselProps<Item>) {
  const t = useT();
  const slideCount = items.length;
  const perView = cascade(fade ? { base: 1 } : slidesPerView);
  const gaps = cascade(gap);
  const canMove = slideCount > 1;

  const plugins = useMemo(
    () => [
      ...(fade ? [Fade()] : []),
      // Playing and pausing are driven below, so hover, focus, the pause button and reduced motion agree.
      ...(autoplayMs && canMove
        ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })]
        : []),
    ],
    [fade, autoplayMs, canMove],
  );
  // A slide counts as in view once some of it shows: the next slide, whose edge touches the
  // viewport's, is neither announced nor fetched before it moves in.
  const options = useMemo(
    () => ({ loop: loop && canMove, align: "start" as const, duration: fade ? 30 : 25, inViewThreshold: 0.01 }),
    [loop, canMove, fade],
  );
  const [viewportRef, embla] = useEmbla(options, plugins);
  const [slidesToLoad, loadSlides] = useSlidesToLoad();

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slideCount);
  const [visibleSlides, setVisibleSlides] = useState<readonly number[]>([0]);
  const [canPrev, setCanPrev] = useState(loop && canMove);
  const [canNext, setCanNext] = useState(canMove);

  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Several slides per view may all fit at once (three testimonials on a wide screen): nothing to move then.
  const movable = canMove && snapCount > 1;
  const hasAutoplay = Boolean(autoplayMs) && movable;
  const playing = hasAutoplay && !reducedMotion && !userPaused && !hovered && !keyboardFocused;

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    const visible = fade ? [embla.selectedScrollSnap()] : embla.slidesInView();
    setVisibleSlides(visible);
    loadSlides(visible);
  }, [embla, fade, loadSlides]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on("select", sync).on("reInit", sync).on("slidesInView", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync).off("slidesInView", sync);
    };
  }, [embla, sync]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    // The plugin stays uninitialised while everything fits in view; playing it then would fail.
    if (!autoplay || embla.scrollSnapList().length < 2) return;
    if (playing) autoplay.play();
    else autoplay.stop();
    // A drag restarts Embla's timer on release; keep it stopped while the carousel should rest.
    const keepPaused = () => {
      if (!playing) autoplay.stop();
    };
    embla.on("pointerUp", keepPaused);
    return () => {
      embla.off("pointerUp", keepPaused);
    };
  }, [embla, playing, snapCount]);

  // The next photo arrives well before the slideshow moves on to it.
  useEffect(() => {
    if (!playing || !autoplayMs) return;
    const timer = window.setTimeout(() => loadSlides([(selected + 1) % slideCount]), autoplayMs / 2);
    return () => window.clearTimeout(timer);
  }, [playing, autoplayMs, selected, slideCount, loadSlides]);
  // A visitor reaching for the carousel may move it either way.
  const loadNeighbours = () => loadSlides([(selected + slideCount - 1) % slideCount, (selected + 1) % slideCount]);

  const restartTimer = () => embla?.plugins().autoplay?.reset();
  const goPrev = () => {
    embla?.scrollPrev();
    restartTimer();
  };
  const goNext = () => {
    embla?.scrollNext();
    restartTimer();
  };
  const goTo = (index: number) => {
    embla?.scrollTo(index);
    restartTimer();
  };

  const regionId = useId();
  const cssVars = {
    "--per-base": perView.base,
    "--per-sm": perView.sm,
    "--per-md": perView.md,
    "--per-lg": perView.lg,
    "--gap-base": gaps.base,
    "--gap-sm": gaps.sm,
    "--gap-md": gaps.md,
    "--gap-lg": gaps.lg,
  } as CSSProperties;

  const dark = controls === "dark";
  const arrowClass = dark ? "bg-white/10 text-white hover:bg-white/20" : "bg-surface text-brand-800 ring-1 ring-line shadow-card hover:bg-brand-50";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      id={regionId}
      className={`flex flex-col ${className}`}
      style={cssVars}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerEnter={loadNeighbours}
      onFocus={(event) => {
        setKeyboardFocused(event.target.matches(":focus-visible"));
        loadNeighbours();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className={`min-h-0 flex-1 overflow-hidden ${viewportClassName}`}
        aria-live={playing ? "off" : "polite"}
      >
        <div
          className={`flex h-full touch-pan-y [--gap:var(--gap-base)] [--per:var(--per-base)] sm:[--gap:var(--gap-sm)] sm:[--per:var(--per-sm)] md:[--gap:var(--gap-md)] md:[--per:var(--per-md)] lg:[--gap:var(--gap-lg)] lg:[--per:var(--per-lg)] ${fade ? "" : "ml-[calc(var(--gap)*-1)]"}`}
        >
          {items.map((item, index) => {
            const hidden = !visibleSlides.includes(index);
            return (
              <div
                key={getKey(item, index)}
                role="group"
                aria-roledescription="slide"
                aria-label={t("carousel.slideOf", { number: index + 1, count: slideCount })}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                className={`min-w-0 shrink-0 grow-0 ${fade ? "basis-full" : "basis-[calc(100%/var(--per))] pl-[var(--gap)]"}`}
              >
                <SlideAboutToShow.Provider value={slidesToLoad.has(index)}>{renderSlide(item, index)}</SlideAboutToShow.Provider>
              </div>
            );
          })}
        </div>
      </div>

      {movable && (arrows || dots || hasAutoplay) && (
        // Kept invisible (but in place, so nothing moves) until the script can make them work.
        <div
          className={`flex shrink-0 items-center justify-center ${dark ? "gap-2 bg-brand-950 px-3 py-1.5" : "mt-6 gap-4"} ${embla ? "" : "invisible"}`}
        >
          {arrows && (
            <button
              type="button"
              aria-controls={regionId}
              aria-label={t("carousel.previous")}
              onClick={goPrev}
              disabled={!canPrev}
              className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition disabled:opacity-40 ${arrowClass}`}
            >
              <ArrowIcon direction="left" />
            </button>
          )}
          {dots && (
            <div role="group" aria-label={t("carousel.choose")} className="flex flex-wrap justify-center">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={t("carousel.goTo", { number: index + 1 })}
                  aria-current={index === selected ? "true" : undefined}
                  aria-controls={regionId}
                  onClick={() => goTo(index)}
                  // The visible dot is small; the button around it is a full 32 px target.
                  className="group inline-flex h-8 w-8 items-center justify-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      index === selected
                        ? `w-6 ${dark ? "bg-white" : "bg-brand-700"}`
                        : `w-2.5 ${dark ? "bg-white/50 group-hover:bg-white/90" : "bg-brand-200 group-hover:bg-brand-400"}`
                    }`}
                  />
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              aria-controls={regionId}
              aria-label={t("carousel.next")}
              onClick={goNext}
              disabled={!canNext}
              className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition disabled:opacity-40 ${arrowClass}`}
            >
              <ArrowIcon direction="right" />
            </button>
          )}
          {hasAutoplay && !reducedMotion && (
            <button
              type="button"
              aria-controls={regionId}
              aria-label={userPaused ? t("carousel.play") : t("carousel.pause")}
              onClick={() => setUserPaused((paused) => !paused)}
              className={`inline-flex h-8 w-8 items-center justify-center rounded-full ${dark ? "text-white hover:bg-white/15" : "text-brand-800 hover:bg-brand-50"}`}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function ArrowIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <path d={direction === "left" ? "m15 6-6 6 6 6" : "m9 6 6 6-6 6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg className="h-3.5 w-3.5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className="h-3.5 w-3.5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7 5v14l12-7z" />
    </svg>
  );
}

type PhotoSlideProps = {
  src: string;
  alt: string;
  /** How wide the carousel is drawn, for the browser's choice among the stored sizes. */
  sizes: string;
  /** The first slide of a carousel at the top of the page: fetched at once. */
  eager?: boolean;
  /** The caption, under the photo. */
  children?: ReactNode;
};

/**
 * A photo filling its slide, with an optional caption in a dark band beneath it: nothing is drawn
 * over the picture, which may carry text of its own (a poster, a banner). The photo is fetched once
 * its slide is about to show; until then the slide keeps its tinted box.
 */
export function PhotoSlide({ src, alt, sizes, eager = false, children }: PhotoSlideProps) {
  const aboutToShow = useContext(SlideAboutToShow);
  return (
    <figure className="flex h-full w-full flex-col">
      <div className="relative min-h-0 flex-1">
        <ResponsiveImage src={src} alt={alt} width={1600} height={900} sizes={sizes} eager={eager} load={aboutToShow} fill />
      </div>
      {children && <figcaption className="shrink-0 bg-brand-950 px-5 pt-3 pb-2 text-white sm:px-8 sm:pt-4">{children}</figcaption>}
    </figure>
  );
}
