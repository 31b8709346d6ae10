// One conversation of the lead inbox (docs/product-rules.md#lead-inbox). Opening it marks it read. The visitor shows
// as they typed themselves (name, address, message); answers are mailed to them from here, replies come back to the
// profile's public address.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/forms/client-messages";
import { AnswerForm } from "@/components/account/inbox/answer-form";
import { AnsweredToggle } from "@/components/account/inbox/answered-toggle";
import { cardClass } from "@/components/ui/card";
import { requireRoute } from "@/lib/auth/guards";
import { formatDateTime } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { loadConversationPage } from "@/lib/inbox/inbox-page";
import { parseIdSlug } from "@/lib/seo/id-slug";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.inbox");
  return { title: t("conversationTitle"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const actor = await requireRoute("/account/inbox/[id]");
  const { locale, id } = await params;
  setRequestLocale(locale);
  const conversation = await loadConversationPage(actor, parseIdSlug(id));
  if (!conversation) notFound();
  const t = await getTranslations("account.inbox");

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link href="/account/inbox" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
        ← {t("back")}
      </Link>
      <h1 className="mt-2 break-words text-2xl font-bold text-ink sm:text-3xl">{t("from", { name: conversation.senderName })}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t("email")}</dt>
        <dd className="min-w-0 break-all text-ink">{conversation.senderEmail}</dd>
        <dt className="text-muted">{t("recipient")}</dt>
        <dd className="text-ink">{conversation.owner.name}</dd>
        <dt className="text-muted">{t("received")}</dt>
        <dd className="text-ink">{formatDateTime(conversation.receivedAt)}</dd>
      </dl>
      <p className="mt-2 text-xs text-muted">{t("typedNote")}</p>

      <ol className="mt-6 space-y-4">
        {conversation.messages.map((m) => (
          // The answers sit on the right, tinted: the card's white would cover the tint, so they get a surface of their own.
          <li
            key={m.id}
            className={
              m.direction === "sent" ? "ml-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm sm:ml-16 sm:p-6" : `${cardClass} mr-6 sm:mr-16`
            }
          >
            <p className="text-xs font-medium text-muted">
              {m.direction === "sent"
                ? t("answerBy", { name: m.authorName ?? conversation.owner.name, date: formatDateTime(m.createdAt) })
                : t("messageBy", { name: conversation.senderName, date: formatDateTime(m.createdAt) })}
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-ink">{m.text}</p>
          </li>
        ))}
      </ol>

      <ClientMessages namespaces={["account.inbox", "validation", "account.validation"]}>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <AnsweredToggle conversationId={conversation.id} answered={conversation.answeredAt !== null} />
        </div>
        <section aria-labelledby="answer-title" className={`${cardClass} mt-6`}>
          <h2 id="answer-title" className="text-lg font-semibold text-ink">
            {t("answerTitle")}
          </h2>
          {conversation.canAnswer ? (
            <AnswerForm conversationId={conversation.id} />
          ) : (
            <p className="mt-2 text-muted">{t("answerLimitReached", { count: conversation.answers })}</p>
          )}
        </section>
      </ClientMessages>
    </div>
  );
}
