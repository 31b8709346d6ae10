// The only place that turns failures into HTTP responses: RFC 9457 application/problem+json.
// AppError carries its status; zod errors become 422 with every issue; Prisma's unique violation
// 409 and missing record 404; a database that is down or restarting 503; anything else a 500 with a generic message and a logged request id.
// Title and detail are in the client's language (Accept-Language; the browser's API client sends the
// page's): details are keys of the "problems" namespace of messages/*.json wherever the wrapper or a
// service says something generic; a service's own English sentence for API clients stays as it is.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError, ERROR_STATUS, type ErrorCode, type InvalidParam } from "@/lib/errors";
import { negotiateLocale } from "@/lib/i18n/accept-language";
import type { Locale } from "@/lib/i18n/routing";
import { serverTranslator } from "@/lib/i18n/translator";
import { splitValidationMessage } from "@/lib/validation-messages";
import { toJsonPointer } from "./json-pointer";
import { describeErrorForLog } from "./log-error";

type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  invalidParams?: InvalidParam[];
};

/** The key of each code's title in the "problems.title" messages. */
const TITLE_KEYS: Record<ErrorCode | "internal", string> = {
  validation: "validation",
  bad_request: "badRequest",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  not_found: "notFound",
  conflict: "conflict",
  payload_too_large: "payloadTooLarge",
  unsupported_media_type: "unsupportedMediaType",
  rate_limited: "rateLimited",
  not_configured: "notConfigured",
  unavailable: "unavailable",
  internal: "internal",
};

const DETAIL_KEY = "problems.";

function problemType(code: ErrorCode | "internal"): string {
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
  values?: Record<string, string | number>;
  invalidParams?: InvalidParam[];
  retryAfterSeconds?: number;
  extensions?: Record<string, unknown>;
};

function mapError(error: unknown): Mapped {
  if (error instanceof AppError) {
    return {
      code: error.code,
      detail: error.message,
      values: error.details.values,
      invalidParams: error.details.invalidParams,
      retryAfterSeconds: error.details.retryAfterSeconds,
      extensions: error.details.extensions,
    };
  }
  if (error instanceof z.ZodError) {
    return { code: "validation", detail: "problems.detail.invalidFields", invalidParams: zodInvalidParams(error) };
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return { code: "conflict", detail: "problems.detail.inUse" };
    if (error.code === "P2025") return { code: "not_found", detail: "problems.detail.notFound" };
    if (error.code === "P2003") return { code: "validation", detail: "problems.detail.missingReference" };
  }
  if (isDatabaseUnavailable(error)) {
    return { code: "unavailable", detail: "problems.detail.unavailable", retryAfterSeconds: 5 };
  }
  return { code: "internal", detail: "problems.detail.internal" };
}

/** The detail in `locale`: a "problems." key translated, any other text as it came. */
function localiseDetail(mapped: Mapped, locale: Locale): string {
  if (!mapped.detail.startsWith(DETAIL_KEY)) return mapped.detail;
  const t = serverTranslator(locale);
  return t.has(mapped.detail) ? t(mapped.detail, mapped.values) : mapped.detail;
}

/**
 * Schemas carry message keys ("validation.email", "validation.maxLength|200") for the forms, which
 * translate them; an API client gets the text in its language, with the key beside it.
 */
function localiseInvalidParams(params: InvalidParam[], locale: Locale): InvalidParam[] {
  if (!params.some((p) => p.message.startsWith("validation."))) return params;
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
  const locale = negotiateLocale(request.headers.get("accept-language"));
  const body: Problem = {
    // Extensions first: the standard members below can never be overwritten by them.
    ...mapped.extensions,
    type: problemType(mapped.code),
    title: serverTranslator(locale, "problems.title")(TITLE_KEYS[mapped.code]),
    status,
    detail: localiseDetail(mapped, locale),
    instance: new URL(request.url).pathname,
    requestId,
    ...(mapped.invalidParams?.length ? { invalidParams: localiseInvalidParams(mapped.invalidParams, locale) } : {}),
  };
  const headers = new Headers({
    "Content-Type": "application/problem+json",
    "Content-Language": locale,
    "Cache-Control": "no-store",
    "X-Request-Id": requestId,
    Vary: "Accept-Language",
  });
  if (mapped.retryAfterSeconds !== undefined) headers.set("Retry-After", String(Math.max(1, Math.ceil(mapped.retryAfterSeconds))));
  return new Response(JSON.stringify(body), { status, headers });
}
