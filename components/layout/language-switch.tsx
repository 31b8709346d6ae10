"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/routing";

// Plain links: switching works without JavaScript and keeps the path and query.
function Links() {
  const t = useTranslations("languageSwitch");
  const current = useLocale();
  const pathname = usePathname();
  const query = Object.fromEntries(useSearchParams().entries());
  return (
    <ul className="flex items-center gap-1 text-sm">
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={{ pathname, query }}
            locale={locale}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? "true" : undefined}
            title={t(`names.${locale}`)}
            className={
              locale === current
                ? "rounded px-2 py-1 font-semibold text-brand-700 underline underline-offset-4"
                : "rounded px-2 py-1 text-muted hover:bg-brand-50 hover:text-brand-700"
            }
          >
            {locale.toUpperCase()}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitch() {
  const t = useTranslations("languageSwitch");
  return (
    <nav aria-label={t("label")}>
      <Suspense>
        <Links />
      </Suspense>
    </nav>
  );
}
