import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page, type WorkerInfo } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

export { E2E_ADMIN, expect };

/**
 * The admin's session for this worker process, signed in on first use and shared by every test
 * the worker runs: each sign-in is an Argon2 check on the server, slow on purpose, and most tests
 * only need to be the admin. Tests about signing in, signing out, passwords and sessions sign in
 * for themselves (auth.spec.ts, accounts.spec.ts). A worker that failed a test is replaced, and
 * its successor signs in again.
 */
let workerSession: Promise<string> | undefined;

/** The token of this worker's admin session. */
export function adminToken(request: APIRequestContext): Promise<string> {
  workerSession ??= (async () => {
    const response = await request.post("/api/auth/login", { data: E2E_ADMIN });
    expect(response.status()).toBe(200);
    return (await response.json()).token as string;
  })().catch((error: unknown) => {
    workerSession = undefined;
    throw error;
  });
  return workerSession;
}

/** Stores the admin's token the way the login screen does, so the page opens signed in. */
export async function signIn(page: Page) {
  const token = await adminToken(page.request);
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  return token;
}

/** The Authorization header of the admin's session, for setting up data through the API. */
export async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/**
 * Pages paint before their scripts load (app/lib/paint-first.ts), so a button can be on screen
 * before React handles it. React marks the elements it has taken over; this waits for the main
 * area to be one of them.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return Boolean(main && Object.keys(main).some((key) => key.startsWith("__reactFiber")));
  });
}

/** Makes every goto and reload of `page` wait for hydration, so no test clicks a button React does not handle yet. */
function waitingForHydration(page: Page): Page {
  const thenHydrated =
    <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      const result = await navigate(...args);
      await waitForHydration(page);
      return result;
    };
  page.goto = thenHydrated(page.goto.bind(page));
  page.reload = thenHydrated(page.reload.bind(page));
  return page;
}

export const test = base.extend<{ adminPage: Page }, { sweepPage: Page; adminSweepPage: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForHydration(page) : page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
  /**
   * One tab per worker, kept from test to test, for the sweeps that open page after page only to
   * look at it (axe, the Content-Security-Policy, the frame budget) and change nothing: a fresh
   * context and tab for each such test cost about half a second of a test of one to two. Signed out.
   */
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await sweepTab(browser, workerInfo);
      await use(page);
      await page.context().close();
    },
    { scope: "worker" },
  ],
  /** The same for the admin screens: a tab of its own per worker, signed in as the admin. */
  adminSweepPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await sweepTab(browser, workerInfo);
      await signIn(page);
      await use(page);
      await page.context().close();
    },
    { scope: "worker" },
  ],
});

/** A tab at the project's screen, as a visitor who asks for reduced motion sees it, so axe judges each page at rest. */
async function sweepTab(browser: Browser, workerInfo: WorkerInfo): Promise<Page> {
  const { viewport, hasTouch, isMobile, baseURL } = workerInfo.project.use;
  const context = await browser.newContext({ viewport, hasTouch, isMobile, baseURL, reducedMotion: "reduce" });
  return waitingForHydration(await context.newPage());
}

/** True in the phone-sized project, where menus collapse behind toggles. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Whether `item` lies wholly within the visible width of the sideways-scrolling `strip`, not cut at an edge. */
export async function shownWhollyIn(strip: Locator, item: Locator) {
  const [stripBox, itemBox] = [await strip.boundingBox(), await item.boundingBox()];
  if (!stripBox || !itemBox) return false;
  return itemBox.x >= stripBox.x - 0.5 && itemBox.x + itemBox.width <= stripBox.x + stripBox.width + 0.5;
}
