"use client";

// The consultant's invitations with their status (derived by the server when read).
import { useTranslations } from "next-intl";
import { Table, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format";
import type { Invitation } from "@/lib/invitations/schema";

const STATUS_CLASS: Record<Invitation["status"], string> = {
  queued: "bg-brand-50 text-brand-700",
  sent: "bg-brand-50 text-brand-700",
  reminded: "bg-amber-50 text-amber-800",
  rated: "bg-emerald-50 text-emerald-800",
  bounced: "bg-red-50 text-danger",
  unsubscribed: "bg-gray-100 text-muted",
};

export function InvitationList({ items }: { items: Invitation[] }) {
  const t = useTranslations("account.invitations");
  return (
    <Table
      className="mt-3"
      caption={t("listTitle")}
      quietHead
      head={
        <>
          <Th>{t("columns.email")}</Th>
          <Th>{t("columns.language")}</Th>
          <Th>{t("columns.sentAt")}</Th>
          <Th>{t("columns.status")}</Th>
        </>
      }
    >
      {items.map((i) => (
        <tr key={i.id} className="border-t border-brand-100">
          <td className="min-w-52 break-words px-3 py-2">
            {i.email}
            {i.name ? <span className="block text-xs text-muted">{i.name}</span> : null}
          </td>
          <td className="px-3 py-2 uppercase">{i.locale}</td>
          <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(i.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[i.status]}`}>{t(`statuses.${i.status}`)}</span>
          </td>
        </tr>
      ))}
    </Table>
  );
}
