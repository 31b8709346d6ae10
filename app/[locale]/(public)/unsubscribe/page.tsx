// The unsubscribe link of a review invitation (/unsubscribe?token=…): one button that opts the
// address out (a POST, see actions.ts), then the outcome. The page shows nothing of the invitation.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/lib/i18n/navigation";
import { unsubscribeAction } from "./actions";

// The token in the query is the visitor's own: never cached.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const OUTCOMES = ["done", "invalid"] as const;
type Outcome = (typeof OUTCOMES)[number];

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "unsubscribe" });
  // The token is in the address: never indexed, never sent on as Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("unsubscribe");
  const status = one(query.status);
  const outcome = (OUTCOMES as readonly string[]).includes(status ?? "") ? (status as Outcome) : null;
  const token = one(query.token);
  if (!outcome && !token) notFound();

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {outcome ? (
        <section role="status" className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-ink">{t(`${outcome}.title`)}</h1>
          <p className="mt-3 text-ink">{t(`${outcome}.text`)}</p>
          <p className="mt-6">
            <Link href="/" className="font-semibold text-brand-700 underline">
              {t("toHome")}
            </Link>
          </p>
        </section>
      ) : (
        <form action={unsubscribeAction} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-ink">{t("title")}</h1>
          <p className="mt-3 text-ink">{t("text")}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="mt-6 w-full rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 sm:w-auto">
            {t("button")}
          </button>
        </form>
      )}
    </div>
  );
}
