// Validation with the shared zod schemas without putting zod into a page's first load: a form that
// is on the page from the start (the contact form) imports its schema when the visitor starts to
// fill it in, and parses with the very object the route handler uses (one schema, two users).
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message (a key such as "validation.required") of each field, by dotted path ("customer.email"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (field && out[field] === undefined) out[field] = issue.message;
  }
  return out;
}

/** Caches one dynamic import: `prepare` starts it early (on focus), `get` awaits it. */
export function lazyImport<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed fetch (offline) may succeed on the next attempt.
      pending = null;
      throw error;
    });
    return pending;
  };
  return { get, prepare: () => void get().catch(() => undefined) };
}
