import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mandatoryDisclosureLink, navGroups, type NavGroup } from "../../../content/navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";

const SCROLL_THRESHOLD = 50;

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
  const links = group.basePath ? [{ label: `${group.label} overview`, to: group.basePath }, ...group.children] : group.children;

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
      className="relative lg:static xl:relative"
      onMouseEnter={(event) => window.matchMedia("(min-width: 1024px)").matches && event.buttons === 0 && onOpenChange(true)}
      onMouseLeave={() => window.matchMedia("(min-width: 1024px)").matches && onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
        className={`flex w-full items-center justify-between gap-1 rounded-md px-3 text-left font-medium transition-all lg:w-auto ${
          scrolled ? "py-2.5 text-sm lg:px-2.5 lg:py-2" : "py-3 text-[15px] lg:px-2.5 lg:py-3.5 lg:text-sm xl:text-[15px]"
        } ${open ? "text-accent-200" : "text-white hover:text-accent-200"}`}
      >
        {group.label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        onKeyDown={onMenuKeyDown}
        hidden={!open}
        className="z-40 min-w-60 rounded-lg bg-white py-2 shadow-card ring-1 ring-line lg:absolute lg:top-full lg:left-0"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
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

  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [location.pathname]);

  return (
    <nav
      aria-label="Main"
      data-scrolled={scrolled}
      className={`sticky top-0 z-30 transition-all duration-300 ${
        scrolled ? "bg-brand-950/95 shadow-lg backdrop-blur" : "bg-brand-800"
      }`}
    >
      <div className="container-page flex items-center justify-between lg:justify-center">
        <Link
          to="/"
          className={`font-display font-semibold text-white lg:hidden ${scrolled ? "py-2 text-base" : "py-3 text-lg"}`}
        >
          Menu
        </Link>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div className="container-page">
        <ul
          id="main-menu"
          className={`${menuOpen ? "block" : "hidden"} max-h-[calc(100vh-4rem)] overflow-y-auto pb-3 lg:flex lg:max-h-none lg:flex-wrap lg:items-center lg:justify-center lg:overflow-visible lg:pb-0`}
        >
          <li>
            <NavLink
              to="/"
              end
              className={`block rounded-md px-3 font-medium text-white hover:text-accent-200 ${scrolled ? "py-2.5 text-sm lg:px-2.5 lg:py-2" : "py-3 text-[15px] lg:px-2.5 lg:py-3.5 lg:text-sm xl:text-[15px]"}`}
            >
              Home
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
              to={mandatoryDisclosureLink.to}
              className={`block rounded-md px-3 font-medium text-white hover:text-accent-200 ${scrolled ? "py-2.5 text-sm lg:px-2.5 lg:py-2" : "py-3 text-[15px] lg:px-2.5 lg:py-3.5 lg:text-sm xl:text-[15px]"}`}
            >
              {mandatoryDisclosureLink.label}
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
