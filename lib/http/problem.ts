// The only place that turns failures into HTTP responses: RFC 9457 application/problem+json.
// AppError carries its status; zod errors become 422 with every issue; Prisma's unique violation
// 409 and missing record 404; a database that is down or restarting 503; anything else a 500 with a generic message and a logged request id.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError, ERROR_STATUS, type ErrorCode, type InvalidParam } from "@/lib/errors";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";
import { splitValidationMessage } from "@/lib/validation-messages";
import { toJsonPointer } from "./json-pointer";
import { describeErrorForLog } from "./log-error";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  invalidParams?: InvalidParam[];
};

const TITLES: Record<ErrorCode | "internal", string> = {
  validation: "Validation failed",
  bad_request: "Bad request",
  unauthenticated: "Authentication required",
  forbidden: "Forbidden",
  not_found: "Not found",
  conflict: "Conflict",
  payload_too_large: "Payload too large",
  unsupported_media_type: "Unsupported media type",
  rate_limited: "Too many requests",
  not_configured: "Not configured",
  unavailable: "Service unavailable",
  internal: "Internal server error",
};

export function problemType(code: ErrorCode | "internal"): string {
  return `https://beraterwahl.ch/problems/${code.replace(/_/g, "-")}`;
}

/** Every issue of a zod error with its JSON pointer; unknown keys get one entry each. */
export function zodInvalidParams(error: z.ZodError, prefix: readonly PropertyKey[] = []): InvalidParam[] {
  return error.issues.flatMap((issue): InvalidParam[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ pointer: toJsonPointer([...path, key]), message: "unknown field", code: issue.code }));
    }
    return [{ pointer: toJsonPointer(path), message: issue.message, code: issue.code }];
  });
}

type Mapped = {
  code: ErrorCode | "internal";
  detail: string;
  invalidParams?: InvalidParam[];
  retryAfterSeconds?: number;
  localizedDetail?: AppError["details"]["localizedDetail"];
  extensions?: Record<string, unknown>;
};

function mapError(error: unknown): Mapped {
  if (error instanceof AppError) {
    return {
      code: error.code,
      detail: error.message,
      invalidParams: error.details.invalidParams,
      retryAfterSeconds: error.details.retryAfterSeconds,
      localizedDetail: error.details.localizedDetail,
      extensions: error.details.extensions,
    };
  }
  if (error instanceof z.ZodError) {
    return { code: "validation", detail: "The request has invalid fields.", invalidParams: zodInvalidParams(error) };
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return { code: "conflict", detail: "This value is already in use." };
    if (error.code === "P2025") return { code: "not_found", detail: "resource not found" };
    if (error.code === "P2003") return { code: "validation", detail: "A referenced record does not exist." };
  }
  if (isDatabaseUnavailable(error)) {
    return { code: "unavailable", detail: "The service is briefly unavailable. Please try again in a few seconds.", retryAfterSeconds: 5 };
  }
  return { code: "internal", detail: "An unexpected error occurred. Quote the request id when you report it." };
}

/** The first of our languages the client accepts (Accept-Language), else the site's default. */
function requestLocale(request: Request): Locale {
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

/**
 * Schemas carry message keys ("validation.email", "validation.maxLength|200") for the forms, which
 * translate them; an API client gets the text in its language, with the key beside it.
 */
function localiseInvalidParams(params: InvalidParam[], request: Request): InvalidParam[] {
  if (!params.some((p) => p.message.startsWith("validation."))) return params;
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  return params.map((p) => {
    if (!p.message.startsWith("validation.")) return p;
    const { key, values } = splitValidationMessage(p.message);
    // As the forms resolve them (components/forms/use-error-text.ts): keys the shared namespace lacks live in account.validation.
    const found = [key, `account.validation.${key.split(".").pop()}`].find((k) => t.has(k));
    if (!found) return p;
    return { ...p, message: t(found, values.max === undefined ? values : { ...values, maxSize: values.max }), messageKey: p.message };
  });
}

export function problemResponse(error: unknown, request: Request, requestId: string): Response {
  const mapped = mapError(error);
  const status = mapped.code === "internal" ? 500 : ERROR_STATUS[mapped.code];
  if (mapped.code === "internal") {
    // Summarized: the error object itself may quote database rows and query arguments (personal data).
    console.error(`[api] request ${requestId} ${request.method} ${new URL(request.url).pathname} failed: ${describeErrorForLog(error)}`);
  }
  const localized = mapped.localizedDetail;
  const body: Problem = {
    // Extensions first: the standard members below can never be overwritten by them.
    ...mapped.extensions,
    type: problemType(mapped.code),
    title: TITLES[mapped.code],
    status,
    detail: localized ? serverTranslator(requestLocale(request))(localized.key, localized.values) : mapped.detail,
    instance: new URL(request.url).pathname,
    requestId,
    ...(mapped.invalidParams?.length ? { invalidParams: localiseInvalidParams(mapped.invalidParams, request) } : {}),
  };
  const headers = new Headers({ "Content-Type": "application/problem+json", "Cache-Control": "no-store", "X-Request-Id": requestId });
  if (mapped.retryAfterSeconds !== undefined) headers.set("Retry-After", String(Math.max(1, Math.ceil(mapped.retryAfterSeconds))));
  return new Response(JSON.stringify(body), { status, headers });
}
