// What a page answers while PostgreSQL is unreachable: 503 with Retry-After and a short page in the
// visitor's language, instead of Next's bare 500. Nothing here asks the database: the application
// notes each "database unavailable" error it meets (instrumentation.ts, onRequestError), and our
// server (lib/server/app-server.ts) turns a page's 500 into this answer while such a note is recent.
// Pure and dependency-free: the server and Next's bundle share the note through globalThis.
import { readFileSync } from "node:fs";
import path from "node:path";

export { databaseRecentlyUnavailable } from "./outage-note";
export const RETRY_AFTER_SECONDS = 5;

const LOCALES = ["de", "en", "fr", "it"] as const;
type Locale = (typeof LOCALES)[number];
type Texts = { title: string; text: string; retry: string };
/** The outage page of each locale. */
export type OutagePages = Record<Locale, string>;

/** The locale of a page path: its prefix (/en, /fr, /it), else German, the default without one. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : "de";
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The four pages, rendered once at start from messages/{de,en,fr,it}.json ("unavailable"). */
export function loadOutagePages(messagesDir = path.resolve("messages")): OutagePages {
  const pages = {} as OutagePages;
  for (const locale of LOCALES) {
    const texts = (JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), "utf8")) as { unavailable: Texts }).unavailable;
    pages[locale] = `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(texts.title)} · Beraterwahl</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1e3a8a;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escape(texts.title)}</h1><p>${escape(texts.text)}</p><a href="">${escape(texts.retry)}</a></main></body></html>`;
  }
  return pages;
}
