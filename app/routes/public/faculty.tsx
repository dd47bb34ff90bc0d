import { Link } from "react-router";
import { DEPARTMENTS, departmentLabels } from "../../../common/departments";
import { facultyCollection, type Faculty } from "../../../common/faculty.collection";
import { InitialsAvatar } from "../../components/initials-avatar";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { localDigits } from "../../i18n/format";
import { useLocale, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { personIn } from "../../lib/people.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/faculty";

type FacultyCard = Pick<Faculty, "_id" | "id" | "name" | "designation" | "experience" | "photo">;

export async function loader({ context, request }: Route.LoaderArgs) {
  // A failed load is only logged; the page then shows each group's empty text.
  const faculty = await context.services.faculty.listPublic().catch((error) => {
    context.reportLoadError("Faculty page: the faculty list could not be loaded", error);
    return [];
  });
  // Grouped and labelled here, so the page's script needs neither the schema module nor Zod;
  // only what the cards show travels to the browser, in the page's language.
  const { locale, messages } = messagesFor(request, "people");
  const groups = DEPARTMENTS.map((department) => ({
    department,
    members: faculty
      .filter((member) => member.department === department)
      .map((member) => personIn(locale, facultyCollection, member))
      .map(({ _id, id, name, designation, experience, photo }): FacultyCard => ({ _id, id, name, designation, experience, photo })),
  }));
  return { groups, locale, messages };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Teaching Faculty",
    description: t("faculty.description", { college: t("institution.collegeName") }),
    path: "/management/faculty",
  }));

export default function FacultyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const menuText = useMenuText();
  const groups = loaderData.groups.map((group) => ({ ...group, title: t("faculty.group", { department: menuText(departmentLabels[group.department]) }) }));
  return (
    <>
      <PageHeader
        title="Teaching Faculty"
        trail={[{ label: "Management", to: "/management" }]}
        intro={t("faculty.intro")}
      >
        {groups.map(({ department, title, members }) => (
          <a key={department} href={`#${department}`} className="btn-outline bg-surface/70">
            {title}
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{localDigits(locale, String(members.length))}</span>
          </a>
        ))}
      </PageHeader>
      <div className="container-page space-y-16 py-12 sm:py-16">
        {groups.map(({ department, title, members }) => (
          <section key={department} id={department} aria-labelledby={`${department}-title`} className="scroll-mt-20">
            <div className="flex items-end justify-between gap-4 border-b border-line pb-4">
              <h2 id={`${department}-title`} className="text-2xl font-semibold sm:text-3xl">
                {title}
              </h2>
              <p className="text-sm text-muted">
                {t("faculty.members", { count: members.length })}
              </p>
            </div>
            {members.length === 0 ? (
              <p className="mt-8 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center text-muted">
                {t("faculty.none")}
              </p>
            ) : (
              <ul className="mt-8 grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                {members.map((member, index) => (
                  <li key={member._id}>
                    <FacultyMemberCard member={member} eager={department === "bpharm" && index < 2} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

function FacultyMemberCard({ member, eager }: { member: FacultyCard; eager: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  // A row with a small portrait on narrow phones, a portrait card from 480 px up.
  return (
    <article className="card group flex h-full overflow-hidden min-[480px]:flex-col">
      <div className="w-28 shrink-0 min-[480px]:w-auto">
        {member.photo ? (
          <ResponsiveImage
            src={member.photo}
            alt={t("faculty.photoOf", { name: member.name })}
            width={480}
            height={560}
            sizes="(min-width: 1024px) 260px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 112px"
            eager={eager}
            imgClassName="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <div className="grid aspect-[480/560] place-items-center bg-gradient-to-br from-brand-100 to-brand-50">
            <InitialsAvatar
              name={member.name}
              className="h-14 w-14 bg-brand-700 text-xl text-white ring-4 ring-white min-[480px]:h-24 min-[480px]:w-24 min-[480px]:text-3xl"
            />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 min-[480px]:p-5">
        <h3 className="text-base leading-snug font-semibold min-[480px]:text-lg">{member.name}</h3>
        <p className="mt-1 text-sm font-medium text-brand-700">{member.designation}</p>
        <p className="mt-2 text-sm text-muted min-[480px]:mt-3">
          <span className="font-medium text-ink">{t("faculty.experience")}</span> {member.experience}
        </p>
        <div className="mt-3 min-[480px]:mt-auto min-[480px]:pt-5">
          <Link
            to={localePath(`/management/faculty/details/${encodeURIComponent(member.id)}`)}
            className="btn-outline w-full"
            aria-label={t("faculty.viewProfileOf", { name: member.name })}
          >
            {t("faculty.viewProfile")}
          </Link>
        </div>
      </div>
    </article>
  );
}
