import { data, Link } from "react-router";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    path: location.pathname,
    publicUrl: publicUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="font-display text-7xl font-semibold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        The page you are looking for has moved or does not exist. Try the menu above, or start again from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/apply-now" className="btn-outline">
          Apply for admission
        </Link>
      </div>
    </section>
  );
}
