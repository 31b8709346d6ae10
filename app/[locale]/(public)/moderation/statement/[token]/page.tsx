// A statement of reasons behind its private link (/moderation/statement/{token}, mailed to the review's
// author, the consultant or a reporter): what was decided, on which ground, by a rule or a person, and
// for the author and the consultant the appeal (once, within 14 days). The token is the only key:
// never indexed, never sent on as Referer.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/forms/client-messages";
import { AppealForm } from "@/components/moderation/appeal-form";
import { formatDate, formatRating } from "@/lib/format";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import { readStatement } from "@/lib/moderation/appeals";
import { groundText } from "@/lib/moderation-decisions/statement-mail";

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "moderation.statement" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function StatementPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const statement = await readStatement(token);
  if (!statement) notFound();
  const t = await getTranslations("moderation.statement");
  const tm = await getTranslations("moderation.mail");
  const { decision } = statement;
  const item = tm(`items.${statement.item}`, { consultant: statement.consultant?.name ?? "" });
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <section className="tile space-y-3 p-6 shadow-sm" aria-labelledby="decision-title">
        <h2 id="decision-title" className="text-xl font-semibold text-ink">
          {t("decidedOn", { date: formatDate(decision.decidedAt) })}
        </h2>
        <p className="text-ink">{tm(`what.${decision.outcome}`, { item })}</p>
        <p className="text-ink">{tm("ground", { ground: groundText(tm, tm.has, decision.ground) })}</p>
        {decision.publicReason ? <p className="text-ink">{tm("publicReason", { reason: decision.publicReason })}</p> : null}
        <p className="text-muted">{tm(decision.automated ? "automated" : "byPerson")}</p>
        {decision.outcome === "held" ? <p className="text-muted">{tm("holdDuration", { days: OVERDUE_HOLD_DAYS })}</p> : null}
        {statement.review ? (
          <blockquote className="rounded-lg bg-brand-50 p-4 text-sm text-ink">
            <p>{t("rating", { rating: formatRating(statement.review.overallRating, locale) })}</p>
            {statement.review.comment ? <p className="mt-2 whitespace-pre-line">{statement.review.comment}</p> : null}
          </blockquote>
        ) : null}
      </section>

      {statement.recipient === "reviewer" ? <p className="text-ink">{t("editHint")}</p> : null}

      {statement.recipient === "reporter" ? null : (
        <section className="tile space-y-3 p-6 shadow-sm" aria-labelledby="appeal-title">
          <h2 id="appeal-title" className="text-xl font-semibold text-ink">
            {t("appealTitle")}
          </h2>
          {statement.appeal ? (
            <p role="status" className="text-ink">
              {t(statement.appeal.status === "open" ? "appealOpen" : "appealDecided", { date: formatDate(statement.appeal.createdAt) })}
            </p>
          ) : statement.canAppeal ? (
            <>
              <p className="text-ink">{t("appealText", { date: formatDate(statement.appealUntil) })}</p>
              <ClientMessages namespaces={["moderation.appeal"]}>
                <AppealForm token={token} />
              </ClientMessages>
            </>
          ) : (
            <p className="text-muted">{t(decision.source === "appeal" ? "appealFinal" : "appealClosed")}</p>
          )}
        </section>
      )}
    </div>
  );
}
