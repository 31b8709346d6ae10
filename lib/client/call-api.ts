// The one way the browser talks to our API: JSON in, JSON (or, with `read: "text"`, the text of an
// endpoint that answers plain text, such as an address to open) or problem+json (RFC 9457) out, never a
// throw. `applyProblem` then puts each invalid parameter on its form field (react-hook-form's
// setError, by JSON pointer) and reports the rest, once, through the toast. Forms never read a
// status code or a problem body themselves.
import { VERBATIM } from "@/lib/validation-messages";

type InvalidParam = { pointer: string; message: string; messageKey?: string };
export type Problem = {
  status: number;
  title: string | null;
  detail: string | null;
  invalidParams: InvalidParam[];
  /** The problem's further members (RFC 9457 extensions), e.g. `code` and `duplicates` of a probable duplicate. */
  extensions: Record<string, unknown>;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; problem: Problem };

/** status 0: the request never got an answer (offline, aborted). */
const NO_ANSWER: Problem = { status: 0, title: null, detail: null, invalidParams: [], extensions: {} };

type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Aborting (a newer request replaces this one) answers status 0, like no answer at all. */
  signal?: AbortSignal;
};

export function callApi(url: string, options: CallOptions & { read: "text" }): Promise<ApiResult<string>>;
export function callApi<T = unknown>(url: string, options?: CallOptions & { read?: "json" }): Promise<ApiResult<T>>;
export async function callApi(
  url: string,
  { method = "GET", body, signal, read = "json" }: CallOptions & { read?: "json" | "text" } = {},
): Promise<ApiResult<unknown>> {
  let response: Response;
  const headers: Record<string, string> = { Accept: read === "text" ? "text/plain, application/problem+json" : "application/json", ...pageLanguage() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, status: 0, problem: NO_ANSWER };
  }
  if (response.ok && read === "text") {
    // A text cut off on the way is no address to open: reported like no answer.
    const text = await response.text().catch(() => null);
    return text === null ? { ok: false, status: 0, problem: NO_ANSWER } : { ok: true, status: response.status, data: text };
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data };
  const raw = (data !== null && typeof data === "object" ? data : {}) as { title?: unknown; detail?: unknown; invalidParams?: unknown };
  const {
    type: _type,
    title: _title,
    status: _status,
    detail: _detail,
    instance: _instance,
    requestId: _requestId,
    invalidParams: _params,
    ...extensions
  } = raw as Record<string, unknown>;
  const params = Array.isArray(raw.invalidParams) ? raw.invalidParams : [];
  return {
    ok: false,
    status: response.status,
    problem: {
      status: response.status,
      title: typeof raw.title === "string" ? raw.title : null,
      detail: typeof raw.detail === "string" ? raw.detail : null,
      invalidParams: (params as InvalidParam[]).filter((p) => p && typeof p.pointer === "string" && typeof p.message === "string"),
      extensions,
    },
  };
}

/**
 * The page's language (its <html lang>, set from the path's locale) as Accept-Language: the server's
 * messages then match the page, not the browser's own language list.
 */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

/** "/customer/email" → "customer.email" (react-hook-form's path). */
export function fieldPath(pointer: string): string {
  return pointer
    .replace(/^\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
}

/**
 * What a form shows for a field error: the schema's message key when the server sent one (the form
 * translates it like its own errors, with the limit the key carries), else the server's text,
 * already in the request's language (a check only the server can make, such as a disposable address).
 */
function fieldMessage(param: InvalidParam): string {
  return param.messageKey ?? `${VERBATIM}${param.message}`;
}

type SetError = (name: never, error: { type: string; message: string }) => void;

/**
 * Hands a failed call to the form: field errors to `setError` (only for paths `isField` accepts; an
 * array item such as /languages/0 belongs to its field), everything else to `onOther` with the
 * problem. Returns the field paths that received an error, so that a tabbed form can mark its tabs.
 */
export function applyProblem(
  result: ApiResult<unknown>,
  { setError, isField = () => true, onOther }: { setError: SetError; isField?: (path: string) => boolean; onOther: (problem: Problem) => void },
): string[] {
  if (result.ok) return [];
  const fields: string[] = [];
  for (const param of result.problem.invalidParams) {
    const path = fieldPath(param.pointer);
    const head = path.split(".")[0]!;
    const name = isField(path) ? path : isField(head) ? head : null;
    if (!name) continue;
    (setError as (name: string, error: { type: string; message: string }) => void)(name, { type: "server", message: fieldMessage(param) });
    if (!fields.includes(name)) fields.push(name);
  }
  if (fields.length === 0) onOther(result.problem);
  return fields;
}
