// Absolute addresses for e-mails and other links that leave the site (QR card): APP_URL plus the
// path in the recipient's language (docs/product-rules.md#languages-addresses-and-formats).
import "server-only";
import { config } from "@/lib/config";
import { localizedPath } from "@/lib/i18n/localized-path";
import { toLocale } from "@/lib/i18n/locales";

export function appLink(locale: string, path: string): string {
  return new URL(localizedPath(path, toLocale(locale)), config().APP_URL).toString();
}
