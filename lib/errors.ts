// The one application error. Services throw it with a code from this closed set;
// lib/http/problem.ts is the only place that turns it into an HTTP response.
export const ERROR_STATUS = {
  validation: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  not_configured: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** `message` is a text for people (localised for schema messages); `messageKey` the message key forms translate themselves. */
export type InvalidParam = { pointer: string; message: string; code?: string; messageKey?: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /**
     * A key of the "problems" namespace ("problems.detail.notFound"), which lib/http/problem.ts answers in
     * the client's language with `details.values`; a key another screen translates itself ("account.…");
     * text already in the request's language; or a plain English sentence for API clients.
     */
    message: string,
    readonly details: {
      invalidParams?: InvalidParam[];
      retryAfterSeconds?: number;
      values?: Record<string, string | number>;
      /** Further members of the problem (RFC 9457 extensions), e.g. the candidates of a duplicate. */
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** `what` names the record for whoever catches the error; the client reads the localised detail. */
export const notFound = (what = "resource") => new AppError("not_found", "problems.detail.notFound", { values: { what } });
export const forbidden = (why = "problems.detail.forbidden") => new AppError("forbidden", why);
export const unauthenticated = () => new AppError("unauthenticated", "problems.detail.signInRequired");

/**
 * For a page's loader: what `work` gives, or null when a service said the record is not there (the page's 404).
 * Every other failure is thrown on, so that a database that is down answers 503 (lib/server/outage.ts), not 404.
 */
export async function nullIfNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
