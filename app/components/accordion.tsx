import { useId, useState } from "react";
import { localDigits } from "../i18n/format";
import { useLocale } from "../i18n/i18n";
import { ChevronDownIcon } from "./ui/icons";

export type AccordionItem = {
  /** Unique within the accordion; used for the element ids. */
  id: string;
  title: string;
  content: React.ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The heading level of each question, so the page outline stays correct. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The WAI-ARIA accordion pattern: each title is a button (inside a heading) that shows or hides
 * its panel. One panel is open at a time; activating the open one closes it. Every answer is in
 * the HTML, so search engines and visitors without JavaScript (see the noscript rule) read them too.
 */
export function Accordion({ items, headingLevel = 2 }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/70">
      <noscript>
        <style>{"[data-accordion-panel]{display:block !important}"}</style>
      </noscript>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={open ? "bg-brand-50/40" : undefined}>
            <Heading className="font-sans text-base font-semibold tracking-normal sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-start gap-4 px-5 py-4 text-left text-brand-900 transition-colors hover:bg-brand-50 sm:px-6 sm:py-5"
              >
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                >
                  {localDigits(locale, String(index + 1))}
                </span>
                <span className="flex-1">{item.title}</span>
                <ChevronDownIcon
                  className={`mt-1 h-5 w-5 shrink-0 text-brand-600 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-accordion-panel=""
              hidden={!open}
              className="px-5 pb-5 pl-16 leading-relaxed text-ink/90 sm:px-6 sm:pb-6 sm:pl-[4.25rem]"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
