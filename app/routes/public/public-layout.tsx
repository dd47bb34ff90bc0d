import { useEffect, useMemo, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { MainNav } from "../../components/layout/main-nav";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { TopBar } from "../../components/layout/top-bar";
import { pathWithoutLocale } from "../../i18n/locale";
import { LanguageProvider, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { committeeLinksOf, navGroupsWith, NavGroupsContext } from "../../lib/site-navigation";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/public-layout";

/** What the frame of every page shows from the database (the committees in the menu), and its words in the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const committees = await context.services.committees.listPublic().catch((error) => {
    context.reportLoadError("Public frame: the committees for the menu could not be loaded", error);
    return [];
  });
  const { locale, messages } = messagesFor(request, "frame", "nav");
  return { committeeLinks: committeeLinksOf(committees, locale), locale, messages };
}

/** The frame of every public page, in the language of its address; it hands its menu down to the pages inside it. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { committeeLinks } = loaderData;
  const { admissionsOpen } = useSiteSettings();
  const navGroups = useMemo(() => navGroupsWith(committeeLinks, { admissionsOpen }), [committeeLinks, admissionsOpen]);
  return (
    <LanguageProvider>
      <NavGroupsContext value={navGroups}>
        <Frame />
      </NavGroupsContext>
    </LanguageProvider>
  );
}

function Frame() {
  const t = useT();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // After navigating to any page but home, move focus to the new content so screen-reader and
  // keyboard users start there; the scroll to the top is smooth through the page's CSS.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (pathWithoutLocale(pathname) === "/") return;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("frame.skipToMain")}
      </a>
      <TopBar />
      <SiteHeader />
      <MainNav />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
