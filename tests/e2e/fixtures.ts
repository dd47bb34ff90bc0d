import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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

export const test = base.extend<{ adminPage: Page }>({
  // Every goto and reload waits for hydration, so no test clicks a button React does not handle yet.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const thenHydrated =
        <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
        async (...args: Args) => {
          const result = await navigate(...args);
          await waitForHydration(page);
          return result;
        };
      page.goto = thenHydrated(page.goto.bind(page));
      page.reload = thenHydrated(page.reload.bind(page));
    }
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

/** True in the phone-sized project, where menus collapse behind toggles. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Whether `item` lies wholly within the visible width of the sideways-scrolling `strip`, not cut at an edge. */
export async function shownWhollyIn(strip: Locator, item: Locator) {
  const [stripBox, itemBox] = [await strip.boundingBox(), await item.boundingBox()];
  if (!stripBox || !itemBox) return false;
  return itemBox.x >= stripBox.x - 0.5 && itemBox.x + itemBox.width <= stripBox.x + stripBox.width + 0.5;
}
