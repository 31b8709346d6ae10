// The page of a link in an e-mail that carries a token (confirming a rating, unsubscribing from
// review invitations): one button that acts through a server action (a POST: opening the link
// changes nothing, mail scanners open links too), then the outcome, which needs no token at all.
// The page shows nothing of the record behind the token: the link may have been forwarded.
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { hyphenate } from "@/lib/i18n/hyphenate";
import { Link } from "@/lib/i18n/navigation";

export type LinkQuery = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The outcome named by `?status=` (one of `outcomes`) or the token of `?token=`; neither is a 404. */
export function readEmailLink<O extends string>(query: LinkQuery, outcomes: readonly O[]): { outcome: O; token: undefined } | { outcome: null; token: string } {
  const status = one(query.status);
  if ((outcomes as readonly string[]).includes(status ?? "")) return { outcome: status as O, token: undefined };
  const token = one(query.token);
  if (!token) notFound();
  return { outcome: null, token };
}

/** The token is in the address: never indexed, never sent on as Referer. */
export async function emailLinkMetadata(locale: string, namespace: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const CARD = "tile p-6 shadow-sm";

/** The outcome (`outcome`, a status for screen readers, with a link home) or the form with its one button. */
export async function EmailLinkCard({
  outcome,
  form,
  homeLabel,
}: {
  outcome: { title: string; text: string } | null;
  form: { title: string; text: string; button: string; action: (data: FormData) => Promise<void>; fields: Record<string, string> };
  homeLabel: string;
}) {
  const locale = await getLocale();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {outcome ? (
        <section role="status" className={CARD}>
          <h1 className="text-2xl font-bold text-ink">{hyphenate(outcome.title, locale)}</h1>
          <p className="mt-3 text-ink">{outcome.text}</p>
          <p className="mt-6">
            <Link href="/" className="font-semibold text-brand-700 underline">
              {homeLabel}
            </Link>
          </p>
        </section>
      ) : (
        <form action={form.action} className={CARD}>
          <h1 className="text-2xl font-bold text-ink">{hyphenate(form.title, locale)}</h1>
          <p className="mt-3 text-ink">{form.text}</p>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={buttonClass({ size: "lg", className: "mt-6 w-full sm:w-auto" })}>
            {form.button}
          </button>
        </form>
      )}
    </div>
  );
}
