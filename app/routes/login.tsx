import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useLocation, useNavigate } from "react-router";
import { LoginSchema } from "../../common/auth.schema";
import { institution } from "../../content/institution";
import { Spinner } from "../components/ui/icons";
import { useAuth } from "../lib/auth";
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

export default function Login() {
  const { login, loading, error, clearError, isAuthenticated, checking } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});

  useEffect(() => {
    if (!checking && isAuthenticated) navigate(destinationFrom(location.state), { replace: true });
  }, [checking, isAuthenticated, location.state, navigate]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearError();
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
    if (error) toast.error(error);
  }, [error]);

  const onType = () => {
    if (error) clearError();
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
          <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
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
