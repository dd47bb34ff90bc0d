import { Link } from "react-router";
import { mission, vision } from "../../../content/about";
import { ArrowRightIcon, EyeIcon, TargetIcon } from "./home-icons";

// The spec leaves "Learn More" without a target; both lead to the About Us overview, where the
// institute's story and leadership messages continue these statements.
const LEARN_MORE_PATH = "/about";

export function MissionVision() {
  return (
    <section aria-label="Mission and vision" className="py-16 sm:py-24">
      <div className="container-page grid gap-6 lg:grid-cols-2">
        <article className="relative overflow-hidden rounded-card bg-brand-800 p-7 text-white shadow-card sm:p-10">
          <span aria-hidden="true" className="absolute -right-16 -bottom-16 h-56 w-56 rounded-full bg-brand-700/60" />
          <div className="relative">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-400 text-brand-950">
              <TargetIcon />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-wider text-accent-200 uppercase">{mission.heading}</p>
            <h2 className="mt-2 text-2xl font-semibold text-white sm:text-3xl">{mission.title}</h2>
            <p className="mt-4 leading-relaxed text-brand-100">{mission.text}</p>
            <Link to={LEARN_MORE_PATH} className="btn-accent mt-8">
              Learn More<span className="sr-only"> about our mission</span>
              <ArrowRightIcon />
            </Link>
          </div>
        </article>
        <article className="relative overflow-hidden rounded-card bg-accent-50 p-7 shadow-card ring-1 ring-accent-100 sm:p-10">
          <span aria-hidden="true" className="absolute -right-16 -bottom-16 h-56 w-56 rounded-full bg-accent-100/70" />
          <div className="relative">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
              <EyeIcon />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-wider text-accent-700 uppercase">{vision.heading}</p>
            <h2 className="mt-2 text-2xl font-semibold sm:text-3xl">{vision.title}</h2>
            <p className="mt-4 leading-relaxed text-ink/80">{vision.text}</p>
            <Link to={LEARN_MORE_PATH} className="btn-primary mt-8">
              Learn More<span className="sr-only"> about our vision</span>
              <ArrowRightIcon />
            </Link>
          </div>
        </article>
      </div>
    </section>
  );
}
