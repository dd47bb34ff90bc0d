/**
 * The college's own words on a page, as stored: one section is a heading and a Markdown body,
 * each with its Marathi twin (empty: the Marathi page shows the English), and an optional picture.
 */
export type PageSection = { heading: string; headingMr: string; body: string; bodyMr: string; image: string };
