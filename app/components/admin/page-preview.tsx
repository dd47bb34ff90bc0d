import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { PageSection } from "../../../common/page.schema";
import { devanagariFontFaces } from "../../i18n/devanagari-font";
import type { Locale } from "../../i18n/locale";
import { showPage } from "../../lib/admin/show-page";
import { useSiteSettings } from "../../lib/site-settings";
import { PageSections } from "../page-sections";
import { ModalDialog } from "./modal-dialog";
import { Tabs } from "./tabs";

/** The width of the phone the preview stands for: the phones most families read the site on. */
export const PHONE_WIDTH = 412;

/** The page as the form holds it, saved or not. */
export type PreviewContent = { title: string; titleMr: string; sections: PageSection[] };

type Props = {
  open: boolean;
  onClose: () => void;
  content: PreviewContent;
};

const languages = [
  { key: "en", label: "English" },
  { key: "mr", label: "Marathi" },
] as const satisfies readonly { key: Locale; label: string }[];

/**
 * The page as families will see it on a phone, in either language, from what the form holds
 * before it is saved: made by the pages' own showPage (Markdown, placeholders with the settings'
 * values, the English where a Marathi text is empty), in a frame of a phone's width, so the
 * site's styles lay it out as they do on a phone.
 */
export function PagePreview({ open, onClose, content }: Props) {
  const [language, setLanguage] = useState<Locale>("en");
  const languageName = languages.find((each) => each.key === language)!.label;
  return (
    <ModalDialog open={open} title="Preview" onClose={onClose}>
      <div className="px-5 py-5 sm:px-6">
        <p className="mb-4 text-sm text-muted">
          The page’s words as families will read them on a phone, with the changes not saved yet. A page with a layout of its own (questions
          that open, cards) arranges the same words its way; the site’s menu and footer are left out.
        </p>
        <Tabs label="Language of the preview" tabs={languages} selected={language} onSelect={setLanguage}>
          <PhoneFrame title={`Preview of the page in ${languageName}`} lang={language}>
            <PreviewPage content={content} language={language} />
          </PhoneFrame>
        </Tabs>
      </div>
    </ModalDialog>
  );
}

/** An empty document to draw into; its styles are the site's own, copied in once it has loaded. */
const blankDocument = "<!doctype html><html><head></head><body></body></html>";

/**
 * A frame of a phone's width whose document shows `children`: the site's stylesheets apply to it
 * at that width (its breakpoints are the frame's, not the back office's window).
 */
function PhoneFrame({ title, lang, children }: { title: string; lang: Locale; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);

  function prepare(frame: HTMLIFrameElement) {
    const document = frame.contentDocument;
    if (!document) return;
    // Links in a built site; style elements where the development server injects its CSS.
    for (const sheet of window.document.querySelectorAll('link[rel="stylesheet"], style')) document.head.append(sheet.cloneNode(true));
    // Marathi pages declare their font in their own head (root.tsx); the back office's has none.
    const fontFaces = document.createElement("style");
    fontFaces.textContent = devanagariFontFaces;
    document.head.append(fontFaces);
    setBody(document.body);
  }

  useEffect(() => {
    if (body) body.ownerDocument.documentElement.lang = lang;
  }, [body, lang]);

  return (
    <iframe
      title={title}
      srcDoc={blankDocument}
      onLoad={(event) => prepare(event.currentTarget)}
      style={{ maxWidth: PHONE_WIDTH }}
      className="mx-auto block h-[65dvh] w-full rounded-2xl bg-paper ring-4 ring-brand-950/80"
    >
      {body && createPortal(children, body)}
    </iframe>
  );
}

/** A page's title band and its sections, as an inner page of the site draws them (without the trail above its title). */
function PreviewPage({ content, language }: { content: PreviewContent; language: Locale }) {
  const page = showPage(content, language, useSiteSettings());
  return (
    <main>
      <header className="border-b border-line bg-gradient-to-br from-brand-50 via-paper to-accent-50">
        <div className="container-page py-10">
          <h1 className="max-w-3xl text-3xl leading-tight font-semibold text-balance">{page.title}</h1>
        </div>
      </header>
      <div className="container-page py-12">
        <PageSections sections={page.sections} idPrefix="preview-section" />
      </div>
    </main>
  );
}
