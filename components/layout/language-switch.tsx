"use client";

import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { switchLocalePath, useLocalePath } from "@/lib/i18n/island-navigation";
import { locales, type Locale } from "@/lib/i18n/locales";

// The texts come from the server (site-header.tsx): no message formatting in the first load.
type Labels = { label: string; names: Record<Locale, string> };

// Plain links (full page loads, no Next.js link runtime in the first load): switching works without
// JavaScript and keeps the path and query.
function Links({ current, names }: { current: Locale; names: Labels["names"] }) {
  const { path } = useLocalePath();
  const query = useSearchParams().toString();
  return (
    <ul className="flex items-center gap-1 text-sm">
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={`${switchLocalePath(path, current, locale)}${query ? `?${query}` : ""}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? "true" : undefined}
            title={names[locale]}
            className={
              locale === current
                ? "flex min-h-11 min-w-11 items-center justify-center rounded px-2 py-1 font-semibold text-brand-700 underline underline-offset-4 md:min-h-0 md:min-w-0"
                : "flex min-h-11 min-w-11 items-center justify-center rounded px-2 py-1 text-muted hover:bg-brand-50 hover:text-brand-700 md:min-h-0 md:min-w-0"
            }
          >
            {locale.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitch({ current, labels }: { current: Locale; labels: Labels }) {
  return (
    <nav aria-label={labels.label}>
      <Suspense>
        <Links current={current} names={labels.names} />
      </Suspense>
    </nav>
  );
}
