import type { Collection } from "../../../common/collection";
import { eventCollection } from "../../../common/event.collection";
import { holidayCollection } from "../../../common/holiday.collection";
import { noticeCollection } from "../../../common/notice.collection";
import { pageResource } from "../../../common/page.resource";
import { privacyRequestResource } from "../../../common/privacy.resource";
import type { Resource } from "../../../common/resource";
import { roleMayUse, type Area, type Role } from "../../../common/roles";

/**
 * A screen of the back office: its address under /admin/, its module in app/routes/admin/, its
 * name in the menu and the breadcrumb, the part of the back office it belongs to (which roles see
 * it, common/roles.ts), for a screen with a dashboard tile, what the tile says and, for a screen
 * that names the kind of record it edits, that record's descriptor: the Activity screen then
 * offers its changes as a filter, under the screen's name. A screen that names a collection is
 * the generic collection screen (app/routes/admin/collection.tsx), made from its declaration,
 * with the screen's description under its title; it belongs to the collection's part of the
 * back office.
 */
export type AdminScreen = {
  path: string;
  label: string;
  area: Area;
  tile?: string;
  resource?: Pick<Resource, "key">;
  collection?: Collection;
  description?: string;
};

/** The screen of a collection: its words and part of the back office are the declaration's. */
const collectionScreen = (collection: Collection, screen: { path: string; tile?: string; description: string }) =>
  ({ ...screen, label: collection.labels.title, area: collection.area, collection }) satisfies AdminScreen;

/**
 * Every screen of the back office, in the menu's order: the original back office's dashboard and
 * six screens, then the later ones. The routes (app/routes.ts), the menu, the breadcrumb, the
 * dashboard's tiles and the guard against another role's screen all read this one list.
 */
export const adminScreens = [
  { path: "dashboard", label: "Dashboard", area: "ownAccount" },
  { path: "faculty", label: "Faculty", area: "content", tile: "Add, edit or remove teaching staff" },
  { path: "nonteachingstaff", label: "Non-Teaching Staff", area: "content" },
  { path: "news", label: "News", area: "content", tile: "Latest news on the home page" },
  collectionScreen(noticeCollection, {
    path: "notices",
    tile: "Notices board: circulars, timetables, results",
    description: "Circulars and notices on the website's notices board: examination timetables, scholarship deadlines, holidays, results. Pinned notices stay at the top.",
  }),
  { path: "images", label: "Images", area: "content" },
  { path: "admissions", label: "Admissions", area: "admissions", tile: "Review and decide applications" },
  { path: "testimonials", label: "Testimonials", area: "content", tile: "What alumni say on the home page" },
  { path: "activity", label: "Activity", area: "administration" },
  { path: "users", label: "Users", area: "administration", tile: "Who can sign in, and what each may do" },
  { path: "account", label: "Account", area: "ownAccount" },
  // The yearly update: what changes from year to year, edited by the clerk instead of a developer.
  { path: "documents", label: "Documents", area: "content" },
  { path: "settings", label: "Settings", area: "settings" },
  { path: "committees", label: "Committees", area: "content", tile: "Committee pages and their members" },
  { path: "governing-body", label: "Governing Body", area: "content" },
  {
    path: "events",
    // Shorter in the menu than the screen's heading, "Event Management".
    label: "Events",
    area: "content",
    tile: "Event photos and notices",
    collection: eventCollection,
    description: "Events shown on the Events page, newest first: coming ones under Upcoming events, the others under Past events, each with its photos.",
  },
  collectionScreen(holidayCollection, {
    path: "holidays",
    tile: "Public holidays: the calendar, and grievance due dates",
    description: "Public holidays, when the college is closed: the academic calendar page lists them, and a grievance's 15 working days do not count them.",
  }),
  { path: "grievances", label: "Grievances", area: "grievances", tile: "Grievances of students and families, and the committee's answers" },
  {
    path: "privacy-requests",
    label: "Privacy Requests",
    area: "grievances",
    tile: "Requests to see, correct or erase personal data",
    resource: privacyRequestResource,
  },
  { path: "pages", label: "Pages", area: "content", tile: "The words of the website's pages, in English and Marathi", resource: pageResource },
] as const satisfies readonly AdminScreen[];

export const adminHref = (screen: Pick<AdminScreen, "path">) => `/admin/${screen.path}`;

/** The screens an account of `role` may open, in the menu's order. */
export const screensFor = (role: Role): readonly AdminScreen[] => adminScreens.filter((screen) => roleMayUse(role, screen.area));

/** The screen an address under /admin/ belongs to, if it is one of them. */
export function screenAt(pathname: string): AdminScreen | undefined {
  const [, admin, path] = pathname.split("/");
  return admin === "admin" ? adminScreens.find((screen) => screen.path === path) : undefined;
}

/** The menu's name for an admin address, if it has one. */
export function adminScreenLabel(pathname: string): string | undefined {
  return adminScreens.find((screen) => adminHref(screen) === pathname)?.label;
}
