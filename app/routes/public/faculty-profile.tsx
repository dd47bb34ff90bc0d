import { Link, redirect } from "react-router";
import { departmentLabels } from "../../../common/departments";
import { facultyCollection } from "../../../common/faculty.collection";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { InitialsAvatar } from "../../components/initials-avatar";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { useLocale, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { formatCalendarDate } from "../../i18n/format";
import { pathIn } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { notFound } from "../../lib/not-found";
import { personIn } from "../../lib/people.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/faculty-profile";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "people");
  const faculty = await context.services.faculty.findPublic(params.id);
  if (!faculty) return notFound({ faculty: null, departmentLabel: null, messages });
  // A profile reached by its record id or by a public id it had before a rename moves to its current address.
  if (params.id !== faculty.id) throw redirect(pathIn(locale, `/management/faculty/details/${faculty.id}`), 301);
  // Labelled here, so the page's script needs neither the declaration nor Zod; the twins in the page's language.
  return { faculty: personIn(locale, facultyCollection, faculty), departmentLabel: departmentLabels[faculty.department], messages };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const faculty = loaderData?.faculty;
  if (!faculty || !loaderData.departmentLabel) {
    return [
      ...pageMeta({ matches, location }, (t) => ({
        title: "Faculty Not Found",
        description: t("profile.notFoundDescription"),
      })),
      { name: "robots", content: "noindex" },
    ];
  }
  const department = loaderData.departmentLabel;
  return pageMeta({ matches, location }, (t, text) => ({
    title: faculty.name,
    description: t("profile.description", {
      name: faculty.name,
      designation: faculty.designation,
      department: text(department),
      college: t("institution.collegeName"),
      qualification: faculty.qualification,
      experience: faculty.experience,
    }),
    path: `/management/faculty/details/${faculty.id}`,
    image: faculty.photo.startsWith("/") ? faculty.photo : undefined,
  }));
};

const trail = [
  { label: "Management", to: "/management" },
  { label: "Faculty", to: "/management/faculty" },
];


export default function FacultyProfile({ loaderData }: Route.ComponentProps) {
  const { faculty } = loaderData;
  const t = useT();
  const menuText = useMenuText();
  const locale = useLocale();
  const localePath = useLocalePath();
  const departmentLabel = loaderData.departmentLabel && menuText(loaderData.departmentLabel);
  if (!faculty) {
    return (
      <>
        <PageHeader title="Faculty Not Found" trail={trail} />
        <div className="container-page py-16 text-center">
          <p className="mx-auto max-w-md text-lg text-muted">
            {t("profile.notFoundText")}
          </p>
          <Link to={localePath("/management/faculty")} className="btn-primary mt-8">
            {t("profile.seeAll")}
          </Link>
        </div>
      </>
    );
  }

  const details = [
    { label: t("profile.department"), value: departmentLabel },
    { label: t("profile.qualification"), value: faculty.qualification },
    { label: t("profile.experience"), value: faculty.experience },
    {
      label: t("profile.joined"),
      value: <time dateTime={faculty.dateOfJoining}>{formatCalendarDate(locale, faculty.dateOfJoining, "longDate")}</time>,
    },
    { label: t("profile.email"), value: <EmailLink email={faculty.email} /> },
    { label: t("profile.mobile"), value: <PhoneLink phone={faculty.mobile} /> },
  ];

  return (
    <>
      <PageHeader title={faculty.name} trail={trail} intro={faculty.designation} />
      <div className="container-page py-12 sm:py-16">
        <article className="card grid overflow-hidden md:grid-cols-[minmax(0,18rem)_1fr] lg:grid-cols-[minmax(0,22rem)_1fr]">
          <div className="relative aspect-[480/560] bg-brand-50 md:aspect-auto md:min-h-[26rem]">
            {faculty.photo ? (
              <ResponsiveImage
                src={faculty.photo}
                alt={t("faculty.photoOf", { name: faculty.name })}
                width={480}
                height={560}
                sizes="(min-width: 1024px) 352px, (min-width: 768px) 288px, 100vw"
                eager
                fill
              />
            ) : (
              <div className="absolute inset-0 grid place-items-center bg-gradient-to-br from-brand-700 to-brand-900">
                <InitialsAvatar name={faculty.name} className="h-32 w-32 bg-white/15 text-5xl text-white ring-4 ring-white/30" />
              </div>
            )}
          </div>
          <div className="p-6 sm:p-8 lg:p-10">
            <p className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wider text-accent-700 uppercase ring-1 ring-accent-200">
              {t("faculty.group", { department: departmentLabel ?? "" })}
            </p>
            <h2 className="mt-4 text-2xl font-semibold sm:text-3xl">{t("profile.heading")}</h2>
            <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
              {details.map((detail) => (
                <div key={detail.label} className="border-t border-line pt-4">
                  <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{detail.label}</dt>
                  <dd className="mt-1.5 text-base text-ink">{detail.value}</dd>
                </div>
              ))}
            </dl>
            <Link to={localePath("/management/faculty")} className="btn-outline mt-10">
              <span aria-hidden="true">←</span> {t("profile.allFaculty")}
            </Link>
          </div>
        </article>
      </div>
    </>
  );
}
