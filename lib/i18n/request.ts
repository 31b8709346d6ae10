import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { fallbackLocale, routing } from "./routing";

type Messages = Record<string, unknown>;

async function load(locale: string): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

// Deep merge so that a key missing in one locale shows the English text, never a raw key.
// Namespaces are plain objects; a message is a string or, precompiled (next.config.mjs), an array.
const isNamespace = (value: unknown): value is Messages => typeof value === "object" && value !== null && !Array.isArray(value);

function withFallback(primary: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] = isNamespace(value) && isNamespace(base) ? withFallback(value, base) : value;
  }
  return out;
}

async function merged(locale: string): Promise<Messages> {
  return locale === fallbackLocale ? load(locale) : withFallback(await load(locale), await load(fallbackLocale));
}

// The catalogues do not change while a production server runs, so each locale's merge is done once:
// next-intl asks for this configuration on every render (and for every locale a page names, such as the
// language switch), and merging a whole catalogue each time was 4–8 % of a first render's CPU (a CPU
// profile of a search results page, docs/benchmarks.md). The development server merges per request,
// so that an edited catalogue shows at once.
const mergedOnce = new Map<string, Promise<Messages>>();
function messagesFor(locale: string): Promise<Messages> {
  if (process.env.NODE_ENV !== "production") return merged(locale);
  let messages = mergedOnce.get(locale);
  if (!messages) {
    messages = merged(locale);
    mergedOnce.set(locale, messages);
    // A failed load is not kept: the next render tries again.
    messages.catch(() => mergedOnce.delete(locale));
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await messagesFor(locale), timeZone: "Europe/Zurich" };
});
