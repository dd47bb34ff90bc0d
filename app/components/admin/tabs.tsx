import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useScrollStrip } from "../../lib/use-scroll-strip";

export type TabItem<Key extends string> = { key: Key; label: string };

type Props<Key extends string> = {
  /** Names the tab list for screen readers, e.g. "Faculty by department". */
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move and
 * select, the panel is labelled by its tab.
 */
export function Tabs<Key extends string>({ label, tabs, selected, onSelect, children }: Props<Key>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const strip = useScrollStrip<HTMLDivElement>(selected);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div>
      <div
        ref={strip.ref}
        style={strip.style}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                active ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:border-line hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="pt-6 focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
}
