import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/i18n";
import { notFound, notFoundMeta } from "../../lib/not-found";
import type { Route } from "./+types/not-found";
import { ApplyLink } from "../../components/apply-link";

export function loader() {
  return notFound({});
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFound() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section className="container-page py-24 text-center">
      <p className="font-display text-7xl font-semibold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        {t("notFound.text")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localePath("/")} className="btn-primary">
          {t("notFound.home")}
        </Link>
        <ApplyLink className="btn-outline">
          {t("notFound.apply")}
        </ApplyLink>
      </div>
    </section>
  );
}
