// Absolute addresses for e-mails: APP_URL plus the locale prefix (German has none: docs/product-rules.md#languages-addresses-and-formats).
import "server-only";
import { config } from "@/lib/config";
import { defaultLocale } from "@/lib/i18n/routing";
import { emailLocale } from "./translator";

export function appLink(locale: string, path: string): string {
  const l = emailLocale(locale);
  const prefix = l === defaultLocale ? "" : `/${l}`;
  return new URL(`${prefix}${path}`, config().APP_URL).toString();
}
