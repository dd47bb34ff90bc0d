import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { loginPath, logoutPath, sessionCheckPath } from "../../../common/auth.resource";
import type { AdminUser, LoginInput } from "../../../common/auth.schema";
import { apiRequest, ApiError, getStoredToken, onRoleRefused, onUnauthorized, storeToken, TOKEN_KEY } from "../api-client";

/** Who is signed in; a failed login, logout or check clears the user and token and keeps the error to show. */
type AuthState = {
  user: AdminUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True while a login, logout or the start-up check runs. */
  loading: boolean;
  /** True until the stored token (if any) has been checked. */
  checking: boolean;
  error: string | null;
};

type AuthAction =
  | { type: "pending" }
  | { type: "authenticated"; user: AdminUser; token: string }
  | { type: "signedOut"; error?: string | null }
  | { type: "failed"; error: string }
  | { type: "clearError" };

const initialState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  loading: false,
  checking: true,
  error: null,
};

function reducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "pending":
      return { ...state, loading: true, error: null };
    case "authenticated":
      return { user: action.user, token: action.token, isAuthenticated: true, loading: false, checking: false, error: null };
    case "signedOut":
      return { ...initialState, checking: false, error: action.error ?? null };
    case "failed":
      return { ...state, loading: false, checking: false, error: action.error };
    case "clearError":
      return { ...state, error: null };
  }
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body?.message ? error.body.message : error instanceof Error && error.message ? error.message : fallback;

type AuthContextValue = AuthState & {
  login: (credentials: LoginInput) => Promise<boolean>;
  /** Takes over a session the server opened without this script (the sign-in form posted before it ran). */
  acceptSession: (token: string, admin: AdminUser) => void;
  logout: () => Promise<void>;
  clearError: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialState);

  // On start, a stored token is checked with the server.
  useEffect(() => {
    const token = getStoredToken();
    if (!token) {
      dispatch({ type: "signedOut", error: null });
      return;
    }
    let cancelled = false;
    dispatch({ type: "pending" });
    apiRequest<{ admin: AdminUser }>(sessionCheckPath)
      .then(({ admin }) => !cancelled && dispatch({ type: "authenticated", user: admin, token }))
      .catch((error) => {
        if (cancelled) return;
        storeToken(null);
        dispatch({ type: "signedOut", error: messageOf(error, "Auth check failed") });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const stopListening = onUnauthorized(() => dispatch({ type: "signedOut" }));
    return () => {
      stopListening();
    };
  }, []);

  // Who the stored token signs in, asked again when it may have changed behind this tab's back: a
  // refusal for the role (an administrator changed it), or another tab signing in or out (one
  // browser keeps one token, so this tab must not go on showing the previous account's menu).
  useEffect(() => {
    const recheck = () => {
      const token = getStoredToken();
      if (!token) return dispatch({ type: "signedOut" });
      apiRequest<{ admin: AdminUser }>(sessionCheckPath)
        .then(({ admin }) => dispatch({ type: "authenticated", user: admin, token }))
        .catch(() => {});
    };
    const stopListening = onRoleRefused(recheck);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) recheck();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      stopListening();
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const login = useCallback(async (credentials: LoginInput) => {
    dispatch({ type: "pending" });
    try {
      const { token, admin } = await apiRequest<{ token: string; admin: AdminUser }>(loginPath, {
        method: "POST",
        body: credentials,
      });
      storeToken(token);
      dispatch({ type: "authenticated", user: admin, token });
      return true;
    } catch (error) {
      storeToken(null);
      const message = error instanceof ApiError && error.status === 401 ? (error.body?.message ?? "Login failed") : messageOf(error, "Login failed");
      dispatch({ type: "signedOut", error: message });
      return false;
    }
  }, []);

  const acceptSession = useCallback((token: string, admin: AdminUser) => {
    storeToken(token);
    dispatch({ type: "authenticated", user: admin, token });
  }, []);

  const logout = useCallback(async () => {
    dispatch({ type: "pending" });
    try {
      await apiRequest(logoutPath, { method: "POST" });
    } catch (error) {
      // Signed out locally whatever the server said; the error is kept for display.
      storeToken(null);
      dispatch({ type: "signedOut", error: messageOf(error, "Logout failed") });
      return;
    }
    storeToken(null);
    dispatch({ type: "signedOut" });
  }, []);

  const clearError = useCallback(() => dispatch({ type: "clearError" }), []);

  const value = useMemo(
    () => ({ ...state, login, acceptSession, logout, clearError }),
    [state, login, acceptSession, logout, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
