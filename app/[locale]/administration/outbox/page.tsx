// The e-mail outbox (without SMTP, messages wait here and are never lost: docs/product-rules.md#contact-messages-and-e-mail): newest first,
// with state, attempts, last error and purpose (as words); a message opens in a side sheet to be
// read as sent; failed messages can be sent again.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatDateTime } from "@/lib/format";
import { AdminHeader } from "@/components/admin/list-controls";
import { loadOutboxPage } from "@/lib/email/outbox-page";
import { requireRoute } from "@/lib/auth/guards";
import { retryEmailAction } from "./actions";
import { OutboxPreviewButton } from "@/components/admin/outbox-preview";
import { paginationLabels } from "@/components/public/pagination-labels";
import { buttonClass } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Table, Th } from "@/components/ui/table";

const STATUS_CLASS = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-lime-100 text-lime-900",
  failed: "bg-red-100 text-danger",
  held: "bg-slate-100 text-slate-800",
} as const;

// Renders what lib/email/outbox-page.ts loaded.
export default async function OutboxPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/outbox");
  const page = await loadOutboxPage(actor, (await searchParams).page);
  const t = await getTranslations("admin.outbox");
  const date = (d: Date | null) => (d ? formatDateTime(d) : "–");
  const tc = await getTranslations("common");
  // A purpose this page has no label for yet (a new kind of mail) shows its code rather than nothing.
  const purposeLabel = (code: string) => (t.has(`purposes.${code}`) ? t(`purposes.${code}` as "purposes.feedback") : code);
  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")} />
      <Table
        head={
          <>
            <Th>{t("status")}</Th>
            <Th>{t("recipient")}</Th>
            <Th>{t("subject")}</Th>
            <Th>{t("purpose")}</Th>
            <Th className="text-right">{t("attempts")}</Th>
            <Th>{t("created")}</Th>
          </>
        }
      >
        {page.items.map((m) => {
          const purpose = purposeLabel(m.purpose);
          return (
            <tr key={m.id} className="border-t border-brand-50 align-top">
              <td className="px-3 py-2">
                <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[m.status]}`}>
                  {t(`statuses.${m.status}`)}
                </span>
                {m.sentAt ? <span className="mt-1 block whitespace-nowrap text-xs text-muted">{t("sentAt", { date: date(m.sentAt) })}</span> : null}
                {m.status === "failed" ? (
                  // In the state's cell, not a column of its own: the table fits 1280 px without scrolling.
                  <form action={retryEmailAction} className="mt-2">
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" className={buttonClass({ variant: "secondary", size: "sm", className: "whitespace-nowrap" })}>
                      {t("retry")}
                    </button>
                  </form>
                ) : null}
              </td>
              <td className="max-w-52 px-3 py-2 break-all">
                {m.recipientName ? <span className="block">{m.recipientName}</span> : null}
                <span className="text-muted">{m.recipientEmail}</span>
              </td>
              <td className="min-w-40 max-w-sm px-3 py-2">
                <OutboxPreviewButton
                  subject={m.subject ?? "–"}
                  preview={m.preview}
                  meta={[
                    { label: t("recipient"), value: m.recipientName ? `${m.recipientName} <${m.recipientEmail}>` : m.recipientEmail },
                    { label: t("purpose"), value: purpose },
                    { label: t("language"), value: m.locale.toUpperCase() },
                    { label: t("created"), value: date(m.createdAt) },
                  ]}
                  labels={{ open: t("preview"), close: tc("close"), title: t("previewTitle"), empty: t("previewEmpty") }}
                />
                {m.lastError ? (
                  <p className="mt-1 line-clamp-2 break-words text-xs text-danger" title={m.lastError}>
                    {m.lastError}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2">{purpose}</td>
              <td className="px-3 py-2 text-right tabular-nums">{m.attempts}</td>
              <td className="px-3 py-2 whitespace-nowrap">{date(m.createdAt)}</td>
            </tr>
          );
        })}
        {page.items.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-4 py-6 text-center text-muted">
              {t("none")}
            </td>
          </tr>
        ) : null}
      </Table>
      <Pagination
        pathname="/administration/outbox"
        query={{}}
        page={page.pageNumber}
        pageSize={page.pageSize}
        total={page.total}
        labels={await paginationLabels()}
      />
    </div>
  );
}
