import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mandatoryDisclosureLink, type NavGroup } from "../../../content/navigation";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { menuLinksOf, useNavGroups } from "../../lib/site-navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";
import { SiteSearchBox } from "./site-search-box";

const SCROLL_THRESHOLD = 50;
/** Tailwind's xl: from here the menu is one row with hover dropdowns; below it a toggle opens it as a list. */
const WIDE_MENU = "(min-width: 1280px)";

/** The size of a top-level item: smaller once the page has scrolled. */
const itemSize = (scrolled: boolean) => (scrolled ? "py-2.5 text-sm xl:px-2.5 xl:py-2" : "py-3 text-[15px] xl:px-2.5 xl:py-3.5 xl:text-sm");

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

type GroupProps = {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scrolled: boolean;
};

/** One menu group: opens on hover (wide screens), on click, and by keyboard (Enter, Space, arrows, Escape). */
function NavDropdown({ group, open, onOpenChange, scrolled }: GroupProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const label = menuText(group.label);
  const links = menuLinksOf(group).map((link) => ({ to: link.to, label: link.landing ? t("frame.groupOverview", { group: label }) : menuText(link.label) }));

  const focusItem = (index: number) => {
    const items = menuRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === "Escape") {
      onOpenChange(false);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onMouseEnter={(event) => window.matchMedia(WIDE_MENU).matches && event.buttons === 0 && onOpenChange(true)}
      onMouseLeave={() => window.matchMedia(WIDE_MENU).matches && onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        // On a wide screen the pointer opened the group on its way here: its click keeps it open
        // (a toggle would close what the person just saw open). A click without a pointer is the
        // keyboard's Enter or Space, which toggles.
        onClick={(event) => onOpenChange(event.detail > 0 && window.matchMedia(WIDE_MENU).matches ? true : !open)}
        onKeyDown={onButtonKeyDown}
        className={`flex w-full items-center justify-between gap-1 rounded-md px-3 text-left font-medium transition-all xl:w-auto ${itemSize(scrolled)} ${
          open ? "text-accent-200" : "text-white hover:text-accent-200"
        }`}
      >
        {label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        onKeyDown={onMenuKeyDown}
        hidden={!open}
        className="z-40 min-w-60 rounded-lg bg-white py-2 shadow-card ring-1 ring-line xl:absolute xl:top-full xl:left-0"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={localePath(link.to)}
              end
              onClick={() => onOpenChange(false)}
              className={({ isActive }) =>
                `block px-4 py-2.5 text-sm hover:bg-brand-50 hover:text-brand-800 ${isActive ? "font-semibold text-brand-700" : "text-ink"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The sticky menu bar: a toggle on small screens; shrinks and darkens past 50 px of scroll. */
export function MainNav() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const location = useLocation();
  const navGroups = useNavGroups();
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();

  // Closed on every navigation, a search from the menu's box on the search page too.
  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [location.pathname, location.search]);

  return (
    <nav
      aria-label={t("frame.mainMenu")}
      data-scrolled={scrolled}
      className={`sticky top-0 z-30 transition-all duration-300 ${
        scrolled ? "bg-brand-950/95 shadow-lg backdrop-blur" : "bg-brand-800"
      }`}
    >
      {/* Below xl the whole bar, its word and its icon, is one toggle. */}
      <div className="container-page xl:hidden">
        <button
          type="button"
          className={`flex w-full items-center justify-between gap-3 text-white transition-all ${scrolled ? "py-0.5" : "py-1"}`}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t("frame.closeMenu") : t("frame.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={`font-display font-semibold ${scrolled ? "text-base" : "text-lg"}`}>{t("frame.menu")}</span>
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-md">{menuOpen ? <CloseIcon /> : <MenuIcon />}</span>
        </button>
      </div>
      {/* Wider than the page's text column, so that all ten items share one row from xl. */}
      <div className="container-page xl:max-w-7xl xl:px-4">
        <ul
          id="main-menu"
          className={`${menuOpen ? "block" : "hidden"} max-h-[calc(100vh-4rem)] overflow-y-auto pb-3 xl:flex xl:max-h-none xl:flex-wrap xl:items-center xl:justify-center xl:overflow-visible xl:pb-0`}
        >
          {/* Below xl the site's search is the menu's first item (from xl it is in the top bar). */}
          <li className="px-3 pt-1 pb-2 xl:hidden">
            <SiteSearchBox id="site-search-menu" />
          </li>
          <li>
            <NavLink
              to={localePath("/")}
              end
              className={`block rounded-md px-3 font-medium text-white hover:text-accent-200 ${itemSize(scrolled)}`}
            >
              {t("frame.home")}
            </NavLink>
          </li>
          {navGroups.map((group) => (
            <NavDropdown
              key={group.id}
              group={group}
              scrolled={scrolled}
              open={openGroup === group.id}
              onOpenChange={(open) => setOpenGroup((current) => (open ? group.id : current === group.id ? null : current))}
            />
          ))}
          <li>
            <NavLink
              to={localePath(mandatoryDisclosureLink.to)}
              end
              className={`block rounded-md px-3 font-medium text-white hover:text-accent-200 ${itemSize(scrolled)}`}
            >
              {menuText(mandatoryDisclosureLink.label)}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
