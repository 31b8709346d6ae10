"use client";

// What the server understood of each line, and why a line would not be sent. The refused lines come
// first (in their file order), and a filter shows only them: in a preview of up to 500 lines the few
// a visitor must correct are not scattered among the accepted ones.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Table, Th } from "@/components/ui/table";
import type { InviteResponse } from "@/lib/invitations/schema";

type Line = InviteResponse["lines"][number];

/** Refused lines first, each group in the file's order. */
function refusedFirst(lines: readonly Line[]): Line[] {
  return [...lines.filter((l) => !l.accepted), ...lines.filter((l) => l.accepted)];
}

export function InvitationPreview({ preview }: { preview: InviteResponse }) {
  const t = useTranslations("account.invitations");
  const [onlyRefused, setOnlyRefused] = useState(false);
  const ordered = refusedFirst(preview.lines);
  const shown = onlyRefused ? ordered.filter((l) => !l.accepted) : ordered;
  const refusedCount = preview.lines.filter((l) => !l.accepted).length;
  return (
    <div className="mt-4">
      <p role="status" className="text-sm font-semibold text-ink">
        {t("previewSummary", { accepted: preview.accepted, refused: preview.refused })}
      </p>
      {refusedCount > 0 && refusedCount < preview.lines.length ? (
        <div role="group" aria-label={t("previewFilter.label")} className="mt-2 flex flex-wrap gap-2">
          {[false, true].map((value) => (
            <button
              key={String(value)}
              type="button"
              aria-pressed={onlyRefused === value}
              onClick={() => setOnlyRefused(value)}
              className="filter-pill min-h-11 md:min-h-8"
            >
              {value ? t("previewFilter.refused", { count: refusedCount }) : t("previewFilter.all", { count: preview.lines.length })}
            </button>
          ))}
        </div>
      ) : null}
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
        {shown.map((l) => (
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
