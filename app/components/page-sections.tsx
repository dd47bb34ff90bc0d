import type { ShownSection } from "../lib/shown-page";
import { MarkdownHtml } from "./markdown-html";
import { ResponsiveImage } from "./responsive-image";

/**
 * A page that is its sections one after another, as the editor wrote them: each heading an h2
 * (a section may have none), its picture if it has one, and its body.
 */
export function PageSections({ sections, idPrefix = "section" }: { sections: readonly ShownSection[]; idPrefix?: string }) {
  return (
    <div className="max-w-prose space-y-10 sm:space-y-12">
      {sections.map((section, index) => {
        const headingId = `${idPrefix}-${index + 1}`;
        return (
          <section key={headingId} aria-labelledby={section.heading ? headingId : undefined}>
            {section.heading && (
              <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
                {section.heading}
              </h2>
            )}
            {section.image && (
              <ResponsiveImage src={section.image} alt="" width={1200} height={800} sizes="(min-width: 768px) 65ch, 100vw" className="mt-5 rounded-card" />
            )}
            <MarkdownHtml html={section.html} className={`space-y-5 leading-relaxed text-ink/90 sm:text-lg ${section.heading || section.image ? "mt-4" : ""}`} />
          </section>
        );
      })}
    </div>
  );
}
