import { Link } from "react-router";
import { heroFeatures, heroTitle } from "../../../content/about";
import { institution } from "../../../content/institution";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Home",
    description: `${institution.collegeName}: ${institution.courses} in ${institution.address}. ${institution.tagline}.`,
    path: "/",
    publicUrl: publicUrlFrom(matches),
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-paper">
      <div className="container-page py-16 sm:py-24">
        <h1 className="text-4xl font-semibold sm:text-5xl">
          {heroTitle.lead} <span className="text-brand-700">{heroTitle.name}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{institution.tagline}.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/apply-now" className="btn-accent">
            Apply Now
          </Link>
          <Link to="/about/institute-at-glance" className="btn-outline">
            About Us
          </Link>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {heroFeatures.map((feature) => (
            <li key={feature.title} className="card p-6">
              <h2 className="text-lg font-semibold">{feature.title}</h2>
              <p className="mt-2 text-sm text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
