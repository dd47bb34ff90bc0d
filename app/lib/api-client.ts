/**
 * The browser's one way to call the JSON API (spec §8 "Transport"): the stored token goes with
 * every request; failures become an ApiError with the spec's messages.
 */
export const TOKEN_KEY = "token";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's error body, when it sent one: { success:false, message, errors? }. */
    readonly body?: { message?: string; errors?: string[] },
  ) {
    super(message);
  }
}

export function getStoredToken(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null) {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}

/** Listeners told when the server refuses our credentials, so the app can send the user to /login. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 that refuses what was sent rather than the session (a wrong current password): the
   * caller shows it, and the admin stays signed in.
   */
  keepSessionOn401?: boolean;
};

export async function apiRequest<T>(
  path: string,
  { method = "GET", body, signal, keepSessionOn401 = false }: RequestOptions = {},
): Promise<T> {
  let init: RequestInit;
  try {
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = getStoredToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
    init = {
      method,
      headers,
      credentials: "include",
      signal,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    };
  } catch {
    throw new ApiError("Request setup failed", 0);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("No response from server", 0);
  }

  const payload = await response.json().catch(() => undefined);
  if (response.status === 401 && !keepSessionOn401) {
    console.warn(`${method} ${path} was refused: not signed in`);
    storeToken(null);
    unauthorizedListeners.forEach((listener) => listener());
    throw new ApiError("Authentication failed", 401, payload);
  }
  if (!response.ok) {
    const message = typeof payload?.message === "string" ? payload.message : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, payload);
  }
  return payload as T;
}

/**
 * Uploads one file with progress (fetch cannot report upload progress; XMLHttpRequest can): POST
 * unless `method` says otherwise (a document's new file is PUT to the document).
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  onProgress?: (percent: number) => void,
  method: "POST" | "PUT" = "POST",
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    const token = getStoredToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError("No response from server", 0));
    request.onload = () => {
      let payload: { message?: string; errors?: string[] } | undefined;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status === 401) {
        storeToken(null);
        unauthorizedListeners.forEach((listener) => listener());
        reject(new ApiError("Authentication failed", 401, payload));
      } else if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
      } else {
        reject(new ApiError(payload?.message ?? `Upload failed (${request.status})`, request.status, payload));
      }
    };
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}

/** The message to show for a failed call: the server's own words when it gave some, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.body?.message) return error.body.message;
  return fallback;
}
