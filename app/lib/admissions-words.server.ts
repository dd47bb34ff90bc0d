import type { AppLoadContext } from "react-router";
import { blocksHtml, contactOf, readPage, splitIntro } from "./page-record.server";
import type { RenderedMarkdown } from "./rendered-markdown";
import type { ShownContact } from "./shown-page";

/**
 * The record `admissions` as its pages show it: an introduction; how admission works (shown after
 * the year's sentence of the settings: its paragraphs, and the programmes admitting as a list);
 * the words beside the campus video; the contacts' heading and calling hours; then a section per
 * contact. The admission process and the apply pages show the same contacts.
 */
export async function admissionsWords(context: AppLoadContext, request: Request) {
  const words = await readPage(context, request, "admissions");
  const { intro, rest } = splitIntro(words.sections);
  const [how, video, contactsHeading, ...people] = rest;
  const blocks = how ? words.blocks(how.body) : [];
  const list = blocks.find((block) => block.kind === "list");
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    how: {
      heading: how?.heading ?? "",
      paragraphs: blocks.flatMap((block) => (block.kind === "paragraph" ? [block.html] : [])),
      programmes: list?.kind === "list" ? list.items.map((item) => item.html) : ([] as RenderedMarkdown[]),
      // Whatever else an editor writes there (a table, a second list) follows the programmes.
      rest: blocksHtml(blocks.filter((block) => block.kind === "other" || (block.kind === "list" && block !== list))),
    },
    video: video ? { heading: video.heading, html: words.html(video.body) } : null,
    contacts: {
      heading: contactsHeading?.heading ?? "",
      html: words.html(contactsHeading?.body ?? ""),
      people: people.map((section): ShownContact => contactOf(words, section)),
    },
  };
}

/** The first two admission contacts, beside the apply form; without them (the record cannot be read) the form still works. */
export async function applicantContacts(context: AppLoadContext, request: Request): Promise<ShownContact[]> {
  try {
    return (await admissionsWords(context, request)).contacts.people.slice(0, 2);
  } catch (error) {
    context.reportLoadError("Apply page: the admission contacts could not be loaded", error);
    return [];
  }
}
