import { Link } from "react-router";
import { principalProfile } from "../../../content/about";
import { EmailLink } from "../../components/contact-links";
import { InitialsAvatar } from "../../components/initials-avatar";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/principal";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "about", "aboutText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t, text) => ({
    title: "Principal",
    description: t("principal.description", {
      name: text(principalProfile.name),
      college: t("institution.collegeName"),
      qualification: text(principalProfile.qualification),
      experience: text(principalProfile.experience),
    }),
    path: "/management/principal",
  }));

export default function Principal() {
  const profile = principalProfile;
  const t = useT();
  const text = useEnglishKeyed();
  const localePath = useLocalePath();
  const name = text(profile.name);
  const facts = [
    { label: t("principal.qualification"), value: text(profile.qualification) },
    { label: t("principal.experience"), value: text(profile.experience) },
    { label: t("principal.specialisation"), value: text(profile.specialisation) },
  ];
  return (
    <>
      <PageHeader title="Principal" trail={[{ label: "Management", to: "/management" }]} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[22rem_1fr] lg:gap-14">
        <section aria-labelledby="principal-name" className="card overflow-hidden lg:self-start">
          <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-center text-white">
            <InitialsAvatar name={name} className="mx-auto h-24 w-24 bg-white/15 text-4xl ring-4 ring-white/30" />
            <h2 id="principal-name" className="mt-4 text-2xl font-semibold text-white">
              {name}
            </h2>
            <p className="mt-1 text-sm text-brand-100">{t("principal.ofCollege", { college: t("institution.collegeName") })}</p>
          </div>
          <dl className="divide-y divide-line px-6">
            {facts.map((fact) => (
              <div key={fact.label} className="py-4">
                <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{fact.label}</dt>
                <dd className="mt-1 text-sm text-ink">{fact.value}</dd>
              </div>
            ))}
            <div className="py-4">
              <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{t("principal.email")}</dt>
              <dd className="mt-1 text-sm">
                <EmailLink email={profile.email} />
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="about-principal" className="max-w-prose">
          <h2 id="about-principal" className="text-2xl font-semibold sm:text-3xl">
            {t("principal.about")}
          </h2>
          <div className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg">
            {profile.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{text(paragraph)}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localePath("/about/principals-message")} className="btn-primary">
              {t("principal.readMessage")}
            </Link>
            <Link to={localePath("/management/faculty")} className="btn-outline">
              {t("principal.meetFaculty")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
