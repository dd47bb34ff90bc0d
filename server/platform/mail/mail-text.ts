import { foldLineBreaks } from "../../../common/fields";

/*
 * A plain-text mail is built from lines, many with a value slotted in (a name, a subject). The
 * forms fold the line breaks of what they accept, but a value may come from anywhere a row can (a
 * restored backup, a row older than that rule), and one with a line break would start lines of
 * its own in the mail: a forged "Bcc:", or "Your admission is confirmed" under the college's name.
 * So every line is folded to one line here, whatever was slotted into it, unless it is a block
 * meant to keep its breaks.
 */

/** Text that keeps its own line breaks in a mail: a committee's note, the college's address. */
export type Block = { readonly block: string };
export const keepingLineBreaks = (text: string): Block => ({ block: text });

/** A mail's body from its lines, each on one line (a line break, with the spaces around it, becomes one space). */
export function mailText(lines: ReadonlyArray<string | Block>): string {
  return lines.map((line) => (typeof line === "string" ? foldLineBreaks(line) : line.block)).join("\n");
}

/** A mail's subject, on one line whatever was slotted into it. */
export const mailSubject = (text: string) => foldLineBreaks(text);
