"use client";

// next-intl's provider for a dialog loaded on demand (./lazy-dialog.tsx), fetched with it.
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";

/**
 * For a dialog that formats its texts with next-intl: the messages the server picked for it
 * (components/forms/dialog-intl.ts). This provider loads with the dialog (./lazy-dialog.tsx: `intl`),
 * so that next-intl's client runtime is in no page's first load (docs/benchmarks.md, "First-load JS,
 * 2026-11-29").
 */
export type DialogIntl = { locale: string; timeZone: string; messages: Record<string, unknown> };

export function DialogIntlProvider({ locale, timeZone, messages, children }: DialogIntl & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages as AbstractIntlMessages}>
      {children}
    </NextIntlClientProvider>
  );
}
