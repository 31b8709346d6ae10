"use client";

// What the server understood of each line, and why a line would not be sent.
import { useTranslations } from "next-intl";
import { Table, Th } from "@/components/ui/table";
import type { InviteResponse } from "@/lib/invitations/schema";

export function InvitationPreview({ preview }: { preview: InviteResponse }) {
  const t = useTranslations("account.invitations");
  return (
    <div className="mt-4">
      <p role="status" className="text-sm font-semibold text-ink">
        {t("previewSummary", { accepted: preview.accepted, refused: preview.refused })}
      </p>
      <Table
        className="mt-2"
        caption={t("previewCaption")}
        quietHead
        head={
          <>
            <Th>{t("columns.line")}</Th>
            <Th>{t("columns.email")}</Th>
            <Th>{t("columns.name")}</Th>
            <Th>{t("columns.language")}</Th>
            <Th>{t("columns.result")}</Th>
          </>
        }
      >
        {preview.lines.map((l) => (
          <tr key={l.line} className="border-t border-brand-100" data-accepted={l.accepted}>
            <td className="px-3 py-2 tabular-nums text-muted">{l.line}</td>
            <td className="min-w-52 break-words px-3 py-2">{l.email ?? <span className="text-muted">{l.input}</span>}</td>
            <td className="px-3 py-2">{l.name ?? "–"}</td>
            <td className="px-3 py-2 uppercase">{l.locale}</td>
            <td className={`min-w-40 px-3 py-2 font-semibold ${l.accepted ? "text-brand-700" : "text-danger"}`}>
              {l.accepted ? t("accepted") : t(`refusals.${l.refusal ?? "invalid"}`)}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
