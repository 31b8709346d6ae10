// The page of the confirmation link in the customer's mail (/evaluation/{id}/confirm?token=…): one
// button that confirms (a POST, see actions.ts), then the outcome. It shows nothing of the
// evaluation: the link may have been forwarded, and the outcome pages need no token at all.
import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { configuredPolicy } from "@/lib/evaluations/policy-config";
import { isUuid } from "@/lib/evaluations/public-evaluation";
import { Link } from "@/lib/i18n/navigation";
import { confirmEvaluationAction } from "./actions";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const OUTCOMES = ["confirmed", "alreadyConfirmed", "replaced", "expired", "invalid"] as const;
type Outcome = (typeof OUTCOMES)[number];

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "evaluation.confirm" });
  // The token is in the address: never indexed, never sent on as Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ConfirmPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!isUuid(id)) notFound();
  const query = await searchParams;
  const t = await getTranslations("evaluation.confirm");
  const status = one(query.status);
  const outcome = (OUTCOMES as readonly string[]).includes(status ?? "") ? (status as Outcome) : null;
  const token = one(query.token);
  if (!outcome && !token) notFound();
  const policy = configuredPolicy();

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {outcome ? (
        <section role="status" className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-ink">{t(`${outcome}.title`)}</h1>
          <p className="mt-3 text-ink">
            {t(`${outcome}.text`, { badDays: policy.badRatingHoldDays, releaseDays: policy.releaseDays, editDays: policy.editWindowDays })}
          </p>
          <p className="mt-6">
            <Link href="/" className="font-semibold text-brand-700 underline">
              {t("toHome")}
            </Link>
          </p>
        </section>
      ) : (
        <form action={confirmEvaluationAction} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-ink">{t("title")}</h1>
          <p className="mt-3 text-ink">{t("text")}</p>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={buttonClass({ size: "lg", className: "mt-6 w-full sm:w-auto" })}>
            {t("button")}
          </button>
        </form>
      )}
    </div>
  );
}
