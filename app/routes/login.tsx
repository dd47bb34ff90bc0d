import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { data, Link, useLocation, useNavigate } from "react-router";
import { LoginSchema, type AdminUser } from "../../common/auth.schema";
import { institution } from "../../content/institution";
import { Spinner } from "../components/ui/icons";
import { useAuth } from "../lib/admin/auth";
import { isRefusal } from "../lib/service-refusal";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: `Administrator login | ${institution.collegeName}` },
  { name: "robots", content: "noindex" },
];

/** Where to go after signing in: the admin page the user came from, else the dashboard. */
function destinationFrom(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname?.startsWith("/admin") ? `${from.pathname}${from.search ?? ""}` : "/admin/dashboard";
}

type FieldErrors = { username?: string; password?: string };

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path[0] as keyof FieldErrors] ??= issue.message;
  return errors;
}

type ActionAnswer = { fieldErrors?: FieldErrors; error?: string; signedIn?: { token: string; admin: AdminUser } };

/**
 * The form posted before the page's script ran (a slow phone) or without JavaScript: the
 * credentials travel in the body, never the URL, and the same service as the API signs in. The
 * answer carries the new session's token once; the page's script stores it as the JSON sign-in
 * does and opens the dashboard. Without JavaScript the page says that the admin area needs it (the
 * admin screens call the JSON API with the token from the browser's storage; there is no cookie).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginSchema.safeParse({ username: form.get("username") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) return data<ActionAnswer>({ fieldErrors: fieldErrorsOf(parsed.error.issues) }, { status: 400 });
  try {
    const signedIn = await context.services.auth.login(parsed.data, {
      address: context.clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    });
    // The token is in this answer: no cache, no copy in the browser's history may keep it.
    return data<ActionAnswer>({ signedIn }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return data<ActionAnswer>({ error: error.message }, { status: error.statusCode });
  }
}

/** The action's `no-store` reaches the page it answers with. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export default function Login({ actionData }: Route.ComponentProps) {
  const { login, acceptSession, loading, error: apiError, clearError, isAuthenticated, checking } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  // The refusal of a form posted without the script shows until the admin types or tries again.
  const [postedError, setPostedError] = useState(actionData?.error ?? null);
  const error = apiError ?? postedError;
  const signedInByPost = actionData?.signedIn;

  useEffect(() => {
    if (signedInByPost) acceptSession(signedInByPost.token, signedInByPost.admin);
  }, [signedInByPost, acceptSession]);

  useEffect(() => {
    if (!checking && isAuthenticated) navigate(destinationFrom(location.state), { replace: true });
  }, [checking, isAuthenticated, location.state, navigate]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError();
    setPostedError(null);
    const form = new FormData(event.currentTarget);
    const parsed = LoginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as "username" | "password"] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    if (await login(parsed.data)) {
      toast.success("Login successful!");
      navigate(destinationFrom(location.state), { replace: true });
    }
  }

  useEffect(() => {
    if (apiError) toast.error(apiError);
  }, [apiError]);

  const onType = () => {
    if (apiError) clearError();
    setPostedError(null);
  };

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 py-12">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-8 flex items-center justify-center gap-3 text-white">
          <img src="/logos/college-logo.svg" alt="" width={48} height={48} className="h-12 w-12" />
          <span className="font-display text-xl font-semibold">{institution.collegeName}</span>
        </Link>
        <div className="card p-8">
          <h1 className="text-2xl font-semibold">Administrator login</h1>
          <p className="mt-1 text-sm text-muted">Sign in to manage the college website.</p>
          {error && (
            <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </div>
          )}
          {signedInByPost && (
            // Shown until the page's script takes over, and for good without JavaScript: one text fits both.
            <div role="status" className="mt-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
              <p className="font-semibold">You are signed in. Opening the admin area…</p>
              <p className="mt-1">The admin area needs JavaScript. If it does not open, turn on JavaScript in your browser and sign in again.</p>
            </div>
          )}
          <form className="mt-6 space-y-5" method="post" onSubmit={onSubmit} noValidate>
            <div>
              <label htmlFor="username" className="field-label">
                Username
              </label>
              <input
                id="username"
                name="username"
                autoComplete="username"
                required
                className="field-input"
                onChange={onType}
                aria-invalid={fieldErrors.username ? true : undefined}
                aria-describedby={fieldErrors.username ? "username-error" : undefined}
              />
              {fieldErrors.username && (
                <p id="username-error" className="field-error">
                  {fieldErrors.username}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="password" className="field-label">
                Password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className="field-input"
                onChange={onType}
                aria-invalid={fieldErrors.password ? true : undefined}
                aria-describedby={fieldErrors.password ? "password-error" : undefined}
              />
              {fieldErrors.password && (
                <p id="password-error" className="field-error">
                  {fieldErrors.password}
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary w-full" disabled={loading}>
              {loading ? (
                <>
                  <Spinner className="h-5 w-5 text-white" /> Signing in…
                </>
              ) : (
                "Sign in"
              )}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-brand-100">
          <Link to="/" className="underline-offset-4 hover:underline">
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
