// The e-mail outbox (decisions.md: without SMTP, messages wait here and are never lost): newest first,
// with state, attempts, last error and purpose; failed messages can be sent again.
import { buttonClass } from "@/components/ui/button";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatDateTime } from "@/lib/format";
import { AdminHeader } from "@/components/admin/list-controls";
import { listOutbox } from "@/lib/admin/outbox";
import { OUTBOX_PAGE_SIZE } from "@/lib/admin/schema";
import { requireRoute } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";
import { retryEmailAction } from "./actions";
import { TableFrame } from "@/components/ui/table";

const STATUS_CLASS = { pending: "bg-amber-100 text-amber-900", sent: "bg-lime-100 text-lime-900", failed: "bg-red-100 text-danger", held: "bg-slate-100 text-slate-800" } as const;

export default async function OutboxPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/outbox");
  const requested = Number((await searchParams).page ?? 1);
  const pageNumber = Number.isInteger(requested) && requested > 0 && requested < 100_000 ? requested : 1;
  const page = await listOutbox(actor, pageNumber);
  const t = await getTranslations("admin.outbox");
  const date = (d: Date | null) => (d ? formatDateTime(d) : "–");
  const pages = Math.max(1, Math.ceil(page.total / OUTBOX_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")} />
      <TableFrame>
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2">{t("status")}</th>
              <th scope="col" className="px-3 py-2">{t("recipient")}</th>
              <th scope="col" className="px-3 py-2">{t("subject")}</th>
              <th scope="col" className="px-3 py-2">{t("purpose")}</th>
              <th scope="col" className="px-3 py-2">{t("attempts")}</th>
              <th scope="col" className="px-3 py-2">{t("lastError")}</th>
              <th scope="col" className="px-3 py-2">{t("created")}</th>
              <th scope="col" className="px-3 py-2">{t("sent")}</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">{t("actions")}</span></th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((m) => (
              <tr key={m.id} className="border-t border-brand-50 align-top">
                <td className="px-3 py-2"><span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[m.status]}`}>{t(`statuses.${m.status}`)}</span></td>
                <td className="px-3 py-2">{m.recipientName ? <span className="block">{m.recipientName}</span> : null}<span className="text-muted">{m.recipientEmail}</span></td>
                <td className="px-3 py-2">{m.subject ?? "–"}</td>
                <td className="px-3 py-2">{m.purpose}</td>
                <td className="px-3 py-2">{m.attempts}</td>
                <td className="max-w-xs px-3 py-2 break-words text-danger">{m.lastError ?? ""}</td>
                <td className="px-3 py-2 whitespace-nowrap">{date(m.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{date(m.sentAt)}</td>
                <td className="px-3 py-2">
                  {m.status === "failed" ? (
                    <form action={retryEmailAction}>
                      <input type="hidden" name="id" value={m.id} />
                      <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>{t("retry")}</button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
            {page.items.length === 0 ? (
              <tr><td colSpan={9} className="px-4 py-6 text-center text-muted">{t("none")}</td></tr>
            ) : null}
          </tbody>
        </table>
      </TableFrame>
      <nav aria-label={t("paging")} className="flex items-center justify-end gap-3 text-sm">
        <span>{t("page", { page: pageNumber, pages })}</span>
        {pageNumber > 1 ? <Link href={`/administration/outbox?page=${pageNumber - 1}`} className="text-brand-700 underline">{t("previous")}</Link> : null}
        {pageNumber < pages ? <Link href={`/administration/outbox?page=${pageNumber + 1}`} className="text-brand-700 underline">{t("next")}</Link> : null}
      </nav>
    </div>
  );
}
