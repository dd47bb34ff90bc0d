import { describe, expect, it } from "vitest";
import { markdownBlocks, markdownText, onlyInvitesWhileClosed, renderMarkdown } from "./markdown";

const settings = {
  phone: "+91 90110 45218",
  email: "office_desk@college.example",
  academicYear: "2026-2027",
  intakeDPharm: 60,
  intakeBPharm: 40,
  privacyOfficerName: "Ganesh T. Wagh",
  privacyOfficerEmail: "privacy@college.example",
  privacyOfficerPhone: "02551 274 310",
  privacyResponseDays: 30,
  retentionMonths: 24,
  admissionsOpen: true,
};
const english = (source: string) => renderMarkdown(source, "en", settings);
const marathi = (source: string) => renderMarkdown(source, "mr", settings);

describe("a page section's Markdown, rendered on the server", () => {
  it("writes paragraphs, bold, italic and lists", () => {
    expect(english("One **bold** and *italic*.\n\nTwo.")).toBe("<p>One <strong>bold</strong> and <em>italic</em>.</p>\n<p>Two.</p>\n");
    expect(english("- tea\n- coffee\n\n1. first\n2. second")).toBe("<ul>\n<li>tea</li>\n<li>coffee</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n");
  });

  it("shows raw HTML as text", () => {
    const html = english('<script>alert(1)</script>\n\nA <img src=x onerror="alert(2)"> and <b onclick="x()">bold</b>\n\n<div>block</div>');
    expect(html).not.toMatch(/<(script|img|b|div)\b/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(html).toContain("&lt;div&gt;block&lt;/div&gt;");
  });

  it("makes links of site paths, http(s):, mailto: and tel: only; any other link stays text", () => {
    const html = english(
      "[a](/faqs) [b](https://aicte.gov.in/) [c](http://ugc.gov.in) [d](mailto:office@college.example) [e](tel:+919011045218)",
    );
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "/faqs",
      "https://aicte.gov.in/",
      "http://ugc.gov.in",
      "mailto:office@college.example",
      "tel:+919011045218",
    ]);
    for (const link of [
      "[x](javascript:alert(1))",
      "[x](JavaScript:alert(1))",
      "[x](&#106;avascript:alert(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "[x](data:image/png;base64,iVBORw0KGgo=)",
      "[x](vbscript:msgbox(1))",
      "[x](file:///etc/passwd)",
      "[x](//other.example/page)",
      "[x](/\\other.example)",
      "<javascript:alert(1)>",
      "![x](https://other.example/a.png)",
      "[x](ftp://files.example/)",
    ]) {
      const html = english(link);
      expect({ link, anchor: /<a\b/.test(html) && !/href="https:\/\/other\.example\/a\.png"/.test(html), image: /<img\b/.test(html), script: /javascript:|data:|vbscript:|file:|ftp:/i.test(html.match(/href="[^"]*"/g)?.join() ?? "") }).toEqual({ link, anchor: false, image: false, script: false });
    }
  });

  it("leads a site path to the page in the reader's language, and leaves other links alone", () => {
    expect(marathi("[FAQs](/faqs) [fees](/course-fees/fra) [PDF](/api/pdfdownload/SIF.pdf) [AICTE](https://aicte.gov.in/)")).toBe(
      '<p><a href="/mr/faqs">FAQs</a> <a href="/mr/course-fees/fra">fees</a> <a href="/api/pdfdownload/SIF.pdf">PDF</a> <a href="https://aicte.gov.in/">AICTE</a></p>\n',
    );
  });

  it("renders GFM tables, in a box that scrolls sideways on a phone", () => {
    const html = english("| When | Refund |\n|---|---:|\n| Before the course starts | Full, less **₹1,000** |\n| After | Pro rata |");
    expect(html).toMatch(/^<div class="markdown-table"><table>\n<thead>\n<tr>\n<th>When<\/th>\n<th style="text-align:right">Refund<\/th>/);
    expect(html).toContain("<td>Before the course starts</td>\n<td style=\"text-align:right\">Full, less <strong>₹1,000</strong></td>");
    expect(html).toMatch(/<\/table>\n<\/div>$/);
  });

  it("fills the placeholders with the settings' values, figures in the page's digits and the phone as the keypad writes it", () => {
    const source = "Call {phone}, write to {email}. Admissions {academicYear}: {intakeDPharm} + {intakeBPharm} seats. {unknown} stays.";
    expect(english(source)).toBe("<p>Call +91 90110 45218, write to office_desk@college.example. Admissions 2026-2027: 60 + 40 seats. {unknown} stays.</p>\n");
    expect(marathi(source)).toBe("<p>Call +91 90110 45218, write to office_desk@college.example. Admissions २०२६-२०२७: ६० + ४० seats. {unknown} stays.</p>\n");
  });

  it("fills the privacy officer's contacts as the settings hold them, and the privacy periods in the page's digits", () => {
    const source = "Write to {privacyOfficerName} at {privacyOfficerEmail} or call {privacyOfficerPhone}: an answer within {privacyResponseDays} days; kept {retentionMonths} months.";
    expect(english(source)).toBe("<p>Write to Ganesh T. Wagh at privacy@college.example or call 02551 274 310: an answer within 30 days; kept 24 months.</p>\n");
    expect(marathi(source)).toBe("<p>Write to Ganesh T. Wagh at privacy@college.example or call 02551 274 310: an answer within ३० days; kept २४ months.</p>\n");
  });

  it("reads a placeholder's value as text, never as Markdown or markup, and dials it in a link", () => {
    const html = renderMarkdown("{email}\n\n[Call us](tel:{phone}) or [write](mailto:{email})", "mr", { ...settings, email: "a_b_c@x.example" });
    expect(html).toBe('<p>a_b_c@x.example</p>\n<p><a href="tel:+919011045218">Call us</a> or <a href="mailto:a_b_c@x.example">write</a></p>\n');
  });

  it("puts a heading written in a body below the page's own h1 and h2", () => {
    expect(english("# Rules\n\n## Fines")).toBe("<h3>Rules</h3>\n<h4>Fines</h4>\n");
  });
});

describe("a body's words without their Markdown", () => {
  it("are one line of text, placeholders filled, for a page's description", () => {
    expect(markdownText("A **full** refund, less *₹1,000*.\nSee [fees](/course-fees/fra).\n\n- Call {phone}\n- <b>now</b>", "en", settings)).toBe(
      "A full refund, less ₹1,000. See fees. Call +91 90110 45218 <b>now</b>",
    );
  });
});

describe("an invitation to apply (a link to the apply form) while admissions are closed", () => {
  const closed = { ...settings, admissionsOpen: false };
  const source = [
    "Use our college code 5791.",
    "You may also [apply online](/apply-now), and we will call you.",
    "- [Apply Now](/mr/apply-now?from=list)\n- Bring your documents",
    "* [Start here](/apply-now)",
    "| Step | How |\n|---|---|\n| Apply | [online](/apply-now#form) |",
  ].join("\n\n");

  it("shows while they are open", () => {
    expect(renderMarkdown(source, "en", settings)).toContain('<a href="/apply-now">apply online</a>');
    expect(markdownText(source, "en", settings)).toContain("Start here");
  });

  it("leaves out its paragraph or list item, a list left empty, and a table cell's words; the rest stays", () => {
    const html = renderMarkdown(source, "en", closed);
    expect(html).not.toMatch(/apply-now|apply online|Apply Now|Start here/);
    expect(html).toContain("<p>Use our college code 5791.</p>\n<ul>\n<li>Bring your documents</li>\n</ul>\n");
    expect(html.match(/<ul>/g)).toHaveLength(1);
    expect(html).toContain("<td>Apply</td>\n<td></td>");
    expect(markdownText(source, "mr", closed)).not.toContain("Start here");
    expect(markdownBlocks(source, "en", closed).map((block) => block.kind)).toEqual(["paragraph", "list", "other"]);
  });

  it("tells a body that says nothing else, so its section can be left out", () => {
    expect(onlyInvitesWhileClosed("Fill in the [Apply Now form](/apply-now) today.", closed)).toBe(true);
    expect(onlyInvitesWhileClosed("Fill in the [Apply Now form](/apply-now) today.", settings)).toBe(false);
    expect(onlyInvitesWhileClosed(source, closed)).toBe(false);
    expect(onlyInvitesWhileClosed("", closed)).toBe(false);
  });
});
