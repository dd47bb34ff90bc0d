import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { adminScreens } from "./components/admin/admin-screens";

/** Every public page, in English at its path and in Marathi under /mr (see inMarathi). */
const publicPages: RouteConfigEntry[] = [
  index("routes/public/home.tsx"),
  // Public pages with fixed content (static pages helper) are added below.
  route("about", "routes/public/section-landing.tsx", { id: "landing-about" }),
  route("management", "routes/public/section-landing.tsx", { id: "landing-management" }),
  route("academics", "routes/public/section-landing.tsx", { id: "landing-academics" }),
  route("committees", "routes/public/section-landing.tsx", { id: "landing-committees" }),
  route("course-fees", "routes/public/section-landing.tsx", { id: "landing-course-fees" }),
  route("students-corner", "routes/public/section-landing.tsx", { id: "landing-students-corner" }),
  route("about/institute-at-glance", "routes/public/institute-at-glance.tsx"),
  // The menu's spellings are canonical; the apostrophe spellings redirect to them (301).
  route("about/principals-message", "routes/public/leadership-message.tsx", { id: "message-principal" }),
  route("about/presidents-message", "routes/public/leadership-message.tsx", { id: "message-president" }),
  route("about/secretarys-message", "routes/public/leadership-message.tsx", { id: "message-secretary" }),
  route("about/principal's-message", "routes/public/leadership-message.tsx", { id: "message-principal-apostrophe" }),
  route("about/president's-message", "routes/public/leadership-message.tsx", { id: "message-president-apostrophe" }),
  route("about/secretary's-message", "routes/public/leadership-message.tsx", { id: "message-secretary-apostrophe" }),
  route("management/principal", "routes/public/principal.tsx"),
  route("management/governing-body", "routes/public/governing-body.tsx"),
  route("academics/overview", "routes/public/academics-overview.tsx"),
  route("academics/d.pharm", "routes/public/programme.tsx", { id: "programme-d-pharm" }),
  route("academics/b.pharm", "routes/public/programme.tsx", { id: "programme-b-pharm" }),
  route("academics/academic-calendar", "routes/public/academic-calendar.tsx", { id: "academic-calendar" }),
  route("academics/university-calender", "routes/public/academic-calendar.tsx", { id: "university-calender" }),
  route("committees/:slug", "routes/public/committee.tsx"),
  route("mandatory-disclosure", "routes/public/mandatory-disclosure.tsx"),
  route("faqs", "routes/public/faqs.tsx"),
  route("awards", "routes/public/awards.tsx"),
  route("course-fees/fra", "routes/public/course-fees-fra.tsx"),
  route("course-fees/fca", "routes/public/course-fees-fca.tsx"),
  route("admissions/process", "routes/public/admissions-process.tsx"),
  route("admissions/refund-policy", "routes/public/refund-policy.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("privacy/request", "routes/public/privacy-request.tsx"),
  route("privacy/request/status/:token", "routes/public/privacy-request-status.tsx"),
  route("privacy/request/confirm/:token", "routes/public/privacy-request-confirmed.tsx"),
  // Public pages with data from the services (data pages helper) are added below.
  route("management/faculty", "routes/public/faculty.tsx"),
  route("management/faculty/details/:id", "routes/public/faculty-profile.tsx"),
  route("management/non-teaching-staff", "routes/public/non-teaching-staff.tsx"),
  route("admissions", "routes/public/admissions.tsx"),
  route("library", "routes/public/library.tsx"),
  route("events", "routes/public/events.tsx"),
  route("notices", "routes/public/notices.tsx"),
  route("notices/:id", "routes/public/notice.tsx"),
  route("apply-now", "routes/public/apply-now.tsx"),
  route("apply-now/received/:token", "routes/public/application-received.tsx"),
  route("grievance", "routes/public/grievance.tsx"),
  route("grievance/status/:token", "routes/public/grievance-status.tsx"),
  route("search", "routes/public/search.tsx"),
  route("*", "routes/public/not-found.tsx"),
];

/** The Marathi copy of a page's route: its own id (React Router needs each once), its path under the /mr layout. */
function inMarathi(entry: RouteConfigEntry): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
  return { ...entry, id: `mr/${id}`, children: entry.children?.map(inMarathi) };
}

export default [
  layout("routes/public/public-layout.tsx", [
    ...publicPages,
    route("sitemap.xml", "routes/public/sitemap[.]xml.ts"),
    route("robots.txt", "routes/public/robots[.]txt.ts"),
  ]),
  // /mr, /mr/about, …; an unknown /mr/… address is the Marathi 404 (its own "*"), any other prefix the English one.
  route("mr", "routes/public/public-layout.tsx", { id: "mr/routes/public/public-layout" }, publicPages.map(inMarathi)),
  layout("routes/back-office.tsx", [
    route("login", "routes/login.tsx"),
    route("admin", "routes/admin/admin-layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      // Each screen's module is named after its address, or is the generic screen of the collection it names (app/components/admin/admin-screens.ts).
      ...adminScreens.map((screen) =>
        route(screen.path, "collection" in screen ? "routes/admin/collection.tsx" : `routes/admin/${screen.path}.tsx`, { id: `admin-${screen.path}` }),
      ),
      route("*", "routes/admin/dashboard.tsx", { id: "admin-fallback" }),
    ]),
  ]),
] satisfies RouteConfig;
