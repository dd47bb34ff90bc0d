import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** An origin of another site allowed to use our API, for the cross-origin client test. */
export const CLIENT_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e password for tests" };

// Debian's Chromium, not a downloaded browser; these flags keep it quiet on a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

const phone = { viewport: { width: 412, height: 915 }, isMobile: false, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };
/** Matches the named spec files of tests/e2e. */
const specs = (...names: string[]) => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);

/**
 * Specs that change what every page shows (the academic year, admissions closed, the timetable's
 * file). They run after all the others, so no other test sees their changes half-way; each puts
 * back what it changed.
 */
const siteWide = specs("admin-settings", "admin-documents");
/**
 * Each test runs at the width of the people it serves, and only tests about layout run at both.
 * What is about the HTML (text, links, forms, what the server answers) runs once, at 1280 px: the
 * clerk works at the office computer, and the HTML is the same at every width. Tags say otherwise:
 * - `@phone`: at 412 px only. Families read the public site on phones: the page-by-page sweeps
 *   (the frame budget, Content-Security-Policy and axe on every public page, the Marathi pages),
 *   and what exists only on a small screen (the menu toggles, the admin menu's drawer, the cards a
 *   table becomes).
 * - `@layout`: at both widths. Positions, sizes, overflow, what is visible at a width.
 */
const phoneOnly = /@phone\b/;
const atBothWidths = /@layout\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A worker per core: the browser, the server and the test share the cores, and more workers
  // only take turns. On the 2-core machine the whole run took 290 s with two or three workers and
  // 326 s with four. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // A test walks whole pages in a real browser that waits for hydration (tests/e2e/fixtures.ts); on a
  // 2-core machine shared by two workers and the server, a multi-page test can need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test costs a tenth of the run; to see a failure step by step,
    // run that spec again with `--trace on`.
    trace: "off",
  },
  projects: [
    { name: "phone", use: phone, grep: [phoneOnly, atBothWidths], testIgnore: siteWide },
    { name: "desktop", use: desktop, grepInvert: phoneOnly, testIgnore: siteWide },
    // Then the specs that change what every page shows: admin screens, at the office computer's width.
    { name: "site-wide", use: desktop, testMatch: siteWide, dependencies: ["phone", "desktop"] },
  ],
  // The built site, started the way `npm start` starts it, on a fresh data folder with sample content.
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `college-e2e-${process.pid}`),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // As a deployment that serves clients on other origins sets them.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      CORS_ORIGINS: CLIENT_ORIGIN,
      // No backup appears on its own during a run, so the dashboard's backup card reads the same every time.
      BACKUP_EVERY_HOURS: "0",
    },
  },
});
