import http from "node:http";
import { CLIENT_ORIGIN } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * A back office or app on another site (CORS_ORIGINS) that reads our API in the browser and
 * shows what it gets: every photo must load there, as it does on our own pages.
 */
const clientPage = (apiBase: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Office client</title></head>
<body><main><h1>Faculty</h1><ul id="people"></ul></main>
<script>
  fetch(${JSON.stringify(`${apiBase}/api/admin/faculty`)}, { credentials: "include" })
    .then((response) => response.json())
    .then((people) => {
      const list = document.getElementById("people");
      for (const person of people.filter((each) => each.photo)) {
        const item = document.createElement("li");
        const image = document.createElement("img");
        image.src = person.photo;
        image.alt = person.name;
        item.append(image);
        list.append(item);
      }
      document.body.dataset.loaded = String(list.children.length);
    });
</script></body></html>`;

/** The other site: a real server on its own port (the browser treats a page it made up as a public site). */
async function serveClientPage(html: string) {
  const { port, hostname } = new URL(CLIENT_ORIGIN);
  const server = http.createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

// One width is enough, and the other site's port can only be taken once at a time: this spec runs
// at 1280 px only (playwright.config.ts).

test("a page on another origin shows the faculty photos it fetched from our API", async ({ context, baseURL }) => {
  // A tab of its own, not the fixtures' page, whose goto waits for React, which the other site's page
  // does not use. (The fixtures' test all the same, so this runs in a worker the other specs share.)
  const page = await context.newPage();
  const stopClient = await serveClientPage(clientPage(baseURL!));
  const blocked: string[] = [];
  page.on("requestfailed", (request) => blocked.push(`${request.url()} ${request.failure()?.errorText}`));
  try {
    await page.goto(`${CLIENT_ORIGIN}/client.html`);
    await expect(page.locator("body[data-loaded]")).toBeAttached();
    const images = page.getByRole("img");
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      expect(await image.getAttribute("src")).toMatch(new RegExp(`^${baseURL}/`));
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    expect(blocked).toEqual([]);
  } finally {
    await stopClient();
  }
});
