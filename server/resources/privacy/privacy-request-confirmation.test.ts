import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCalendarDate } from "../../../app/i18n/format";
import { smtpUrl, startSmtpServer } from "../../../tests/support/smtp-test-server";
import { textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The acknowledgement's confirmation link, as a parent on a phone opens it from the mail: a page of
 * the site in the language the request was made in, that confirms the request once and says so in
 * plain words; opened again, or with a token nobody was sent, it is the site's 404 page.
 */
const SITE = "https://college.example";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtpUrl(smtp.port), MAIL_FROM: "College <office@college.example>", PUBLIC_URL: SITE });
}, 120_000);
afterAll(async () => {
  // The app first: its outbox may still be talking to the server.
  await t?.close();
  await smtp?.close();
});

type Filed = { requestNumber: string; dueDate: string };

/** Files a request in `language` and answers it with the confirmation link its acknowledgement carries. */
async function fileAndReadTheMail(language: "en" | "mr", email: string): Promise<Filed & { link: URL }> {
  const payload = { name: "Sunita Gaikwad", email, mobile: "9822033344", kind: "access", details: "Please send me a copy of my application.", language };
  const response = await t.app.inject({ method: "POST", url: "/api/privacy-requests", payload, remoteAddress: `198.51.100.${language === "mr" ? 2 : 1}` });
  expect(response.statusCode, response.body).toBe(201);
  const mail = await smtp.messageTo(email);
  const link = mail.text!.split("\n").find((line) => line.includes("/privacy/request/confirm/"))!;
  return { ...response.json<Filed>(), link: new URL(link) };
}

async function confirmedAtOf(requestNumber: string): Promise<string | null> {
  const headers = await t.adminHeaders();
  const list = (await t.app.inject({ url: "/api/admin/privacy-requests", headers })).json<{ _id: string; requestNumber: string }[]>();
  const { _id } = list.find((summary) => summary.requestNumber === requestNumber)!;
  return (await t.app.inject({ url: `/api/admin/privacy-requests/${_id}`, headers })).json<{ confirmedAt: string | null }>().confirmedAt;
}

const open = async (url: string) => {
  const response = await t.app.inject({ url });
  const { document } = new JSDOM(response.body).window;
  return { response, document, main: document.querySelector("main")!, heading: textOf(document.querySelector("h1")) };
};

const madeUpToken = "A".repeat(43);

describe("the acknowledgement's confirmation link", () => {
  for (const { language, prefix, title, thanks, said, number, due, notice, notFound } of [
    {
      language: "en",
      prefix: "",
      title: "Request Confirmed",
      thanks: "Thank you",
      said: "You opened the link we sent to the email address on your request, so we know the request is yours.",
      number: "Request number",
      due: "Answer due by",
      notice: "Privacy notice",
      notFound: "404 Page Not Found",
    },
    {
      language: "mr",
      prefix: "/mr",
      title: "विनंतीची खात्री झाली",
      thanks: "धन्यवाद",
      said: "विनंतीत दिलेल्या ईमेल पत्त्यावर आम्ही पाठवलेली लिंक आपण उघडली, त्यामुळे ही विनंती आपलीच आहे याची खात्री झाली.",
      number: "विनंती क्रमांक",
      due: "उत्तराची मुदत",
      notice: "गोपनीयता सूचना",
      notFound: "४०४: पान सापडले नाही",
    },
  ] as const) {
    it(`opens a page in the request's language that confirms it once; opened again it is the 404 page (${language})`, async () => {
      // A made-up link first: its 404 page is kept for the route, and must not stand in for a real link's page.
      const madeUp = await open(`${prefix}/privacy/request/confirm/${madeUpToken}`);
      expect({ status: madeUp.response.statusCode, heading: madeUp.heading }).toEqual({ status: 404, heading: notFound });

      const filed = await fileAndReadTheMail(language, `confirm.${language}@mail.example`);
      expect(filed.link.origin).toBe(SITE);
      expect(filed.link.pathname).toMatch(new RegExp(`^${prefix}/privacy/request/confirm/[A-Za-z0-9_-]{43}$`));
      expect(await confirmedAtOf(filed.requestNumber)).toBeNull();

      const page = await open(filed.link.pathname);
      expect(page.response.statusCode).toBe(200);
      expect(page.response.headers["content-type"]).toContain("text/html");
      expect(page.response.headers["cache-control"]).toBe("private, no-store");
      expect(page.response.headers["x-robots-tag"]).toBe("noindex");
      expect(page.document.documentElement.lang).toBe(language);
      expect(page.heading).toBe(title);
      expect(textOf(page.main.querySelector("h2"))).toBe(thanks);
      expect(textOf(page.main)).toContain(said);
      const details = [...page.main.querySelectorAll("dt")].map((term) => [textOf(term), textOf(term.nextElementSibling)]);
      expect(details).toEqual([
        [number, filed.requestNumber],
        [due, formatCalendarDate(language, filed.dueDate, "longDate")],
      ]);
      if (language === "mr") expect(details[1]![1]).toMatch(/^[०-९]{1,2} \S+ [०-९]{4}$/);
      expect(page.main.querySelector(`a[href="${prefix}/privacy"]`)?.textContent).toBe(notice);
      // The address works once: no link names it, and the language switch leads to the privacy notice in the other language.
      expect(page.document.head.innerHTML).not.toContain(filed.link.pathname.split("/").at(-1));
      expect(page.document.querySelector(`a[hreflang="${language === "en" ? "mr" : "en"}"]`)?.getAttribute("href")).toBe(language === "en" ? "/mr/privacy" : "/privacy");

      const confirmedAt = await confirmedAtOf(filed.requestNumber);
      expect(confirmedAt).toEqual(expect.any(String));

      // The link works once: opened again it is the site's 404 page, and the time of the confirmation stays.
      const again = await open(filed.link.pathname);
      expect({ status: again.response.statusCode, heading: again.heading }).toEqual({ status: 404, heading: notFound });
      expect(again.response.headers["cache-control"]).toBe("private, no-store");
      expect(await confirmedAtOf(filed.requestNumber)).toBe(confirmedAt);
    });
  }
});
