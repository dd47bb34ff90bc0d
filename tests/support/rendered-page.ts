import type { FastifyInstance } from "fastify";
import { JSDOM } from "jsdom";
import { configure, within } from "@testing-library/dom";

/**
 * An element's text as a screen reader reads it: what is hidden from it (aria-hidden) left out, runs
 * of white space read as one space. (Testing Library's accessible names drop the space at the end of
 * a visually hidden "Step 1: " before the words it introduces; the browser keeps it.)
 */
export function textOf(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

// No style sheet is applied, so there is no hiding to judge, and judging it costs a style computation per element.
// A failed query says what it looked for, without printing the whole page after it.
configure({ defaultHidden: true, getElementError: (message) => new Error(message?.split("\n\n")[0] ?? "no such element") });

/**
 * A page as the server renders it, before any script runs, read the way a browser's accessibility
 * tree reads it (roles and accessible names, through Testing Library's queries). For what a page
 * says and links to: one `app.inject`, no browser. An element hidden by CSS counts as present.
 */
export async function renderedPage(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: "GET", url });
  const { document } = new JSDOM(response.body).window;
  const main = document.querySelector("main");
  if (!main) throw new Error(`${url} (${response.statusCode}) has no <main>`);
  return {
    status: response.statusCode,
    document,
    /** The whole page's queries. */
    page: within(document.body),
    /** The main content's queries. */
    main: within(main),
    mainElement: main,
    /** The text of the page's one level-1 heading. */
    heading1: textOf(within(document.body).getByRole("heading", { level: 1 })),
  };
}
