/** Reading a whole site through its API, for the tests of its sample content. */
import { expect } from "vitest";
import { IMAGE_SECTIONS } from "../../common/image.collection";
import { TEST_ADMIN, type TestApp } from "./test-app";

export type App = TestApp["app"];

export async function getJson(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

/** How many records each list of the public API (and the admin's full lists) holds. */
export async function countContent(app: App, headers: Record<string, string>) {
  const counts: Record<string, number> = {
    faculty: (await getJson(app, "/api/admin/faculty")).length,
    staff: (await getJson(app, "/api/admin/nonteachingstaff")).length,
    news: (await getJson(app, "/api/admin/latestnews", headers)).length,
    testimonials: (await getJson(app, "/api/testimonials/admin", headers)).length,
    applications: (await getJson(app, "/api/admin/admissions", headers)).length,
    committees: (await getJson(app, "/api/committees")).length,
    governingBody: (await getJson(app, "/api/governing-body")).members.length,
    events: (await getJson(app, "/api/events")).length,
    grievances: (await getJson(app, "/api/admin/grievances", headers)).length,
    notices: (await getJson(app, "/api/admin/notices", headers)).length,
  };
  for (const section of IMAGE_SECTIONS) counts[section] = (await getJson(app, `/api/admin/images/${section}`)).length;
  return counts;
}

/** Signs the test admin in to `app`; the Authorization header. */
export async function signIn(app: App) {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}
