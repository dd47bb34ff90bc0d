/**
 * The browser's one way to call the JSON API: the stored token goes with every request; a
 * failure becomes an ApiError with the server's message, "Authentication failed" on a 401 (which
 * also forgets the token), or "No response from server" (status 0).
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

/**
 * Listeners told when the server refuses a call to the signed-in account's role: the role may
 * have been changed since sign-in, so the app asks who it is again and shows the menu that fits.
 */
const roleRefusedListeners = new Set<() => void>();
export function onRoleRefused(listener: () => void) {
  roleRefusedListeners.add(listener);
  return () => roleRefusedListeners.delete(listener);
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

/** Sends one request with the stored token; an unreachable server is an ApiError with status 0. */
async function sendRequest(path: string, { method = "GET", body, signal }: RequestOptions, accept: string): Promise<Response> {
  let init: RequestInit;
  try {
    const headers: Record<string, string> = { Accept: accept };
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
  try {
    return await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("No response from server", 0);
  }
}

/** A refusal as an ApiError; a 401 also forgets the token and tells the listeners, unless it refused what was sent. */
function refusal(response: Response, payload: { message?: unknown; errors?: string[] } | undefined, method: string, path: string, keepSessionOn401 = false) {
  if (response.status === 401 && !keepSessionOn401) {
    console.warn(`${method} ${path} was refused: not signed in`);
    storeToken(null);
    unauthorizedListeners.forEach((listener) => listener());
    return new ApiError("Authentication failed", 401, payload as ApiError["body"]);
  }
  if (response.status === 403) roleRefusedListeners.forEach((listener) => listener());
  const message = typeof payload?.message === "string" ? payload.message : `Request failed (${response.status})`;
  return new ApiError(message, response.status, payload as ApiError["body"]);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options, "application/json");
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response, payload, options.method ?? "GET", path, options.keepSessionOn401);
  return payload as T;
}

/**
 * Downloads a file the API serves only with the token (an export): fetched, then saved under the
 * name the server gives in Content-Disposition, or `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await sendRequest(path, {}, "*/*");
  if (!response.ok) throw refusal(response, await response.json().catch(() => undefined), "GET", path);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
        if (request.status === 403) roleRefusedListeners.forEach((listener) => listener());
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
