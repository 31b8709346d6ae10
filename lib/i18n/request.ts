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

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = locale === fallbackLocale ? await load(locale) : withFallback(await load(locale), await load(fallbackLocale));
  return { locale, messages, timeZone: "Europe/Zurich" };
});
