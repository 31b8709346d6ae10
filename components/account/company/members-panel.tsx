"use client";

// The consultants tab of /account/company (docs/product-rules.md#companies-and-membership): members with administrator rights to
// grant or remove, open requests to accept or decline, invitations to withdraw, and the invitation
// of a consultant who belongs to no company. Every change goes through
// /api/company/{id}/consultant/{consultantId}, which decides on the server whether it is allowed.
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Avatar } from "@/components/public/avatar";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { linkTransitionAllowed, type LinkState } from "@/lib/companies/link-rules";
import { Link } from "@/lib/i18n/client-link";
import { useRouter } from "@/lib/i18n/client-navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { InputField } from "@/components/ui/field";
import type { ShowToast } from "@/components/ui/toast";
import { callApi, type ApiResult } from "@/lib/client/call-api";
import type { CompanyMemberRow } from "@/lib/account/company-page";

/** A row of the tab, as the page's loader reads it. */
export type MemberRow = CompanyMemberRow;

type SearchCard = Omit<MemberRow, "companyLinkState"> & { state: string; company: { id: number } | null };

type Change = { consultantId: number; target: LinkState };

export function MembersPanel({ companyId, selfId, members, notify }: { companyId: number; selfId: number | null; members: MemberRow[]; notify: ShowToast }) {
  const t = useTranslations("account.companyPage.members");
  const ts = useTranslations("account.company.states");
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);

  async function change({ consultantId, target }: Change): Promise<ApiResult<unknown>> {
    setBusy(consultantId);
    const url = `/api/company/${companyId}/consultant/${consultantId}`;
    const result = await callApi(url, target === "unlinked" ? { method: "DELETE" } : { method: "POST", body: { companyLinkState: target } });
    setBusy(null);
    if (result.ok) {
      notify("success", t("done"));
      router.refresh();
    }
    return result;
  }

  async function act(c: Change) {
    const result = await change(c);
    if (!result.ok) notify("error", t("failed"));
  }

  const memberRows = members.filter((m) => m.companyLinkState === "accepted" || m.companyLinkState === "administrator");
  const requests = members.filter((m) => m.companyLinkState === "requestedByConsultant");
  const invitations = members.filter((m) => m.companyLinkState === "requestedByCompany");
  // The server has the last word; the buttons only offer what the rules of link-rules.ts allow.
  const allowed = (m: MemberRow, target: LinkState) => m.id !== selfId && linkTransitionAllowed("companyAdmin", m.companyLinkState, target);

  const row = (m: MemberRow, actions: ReactNode) => (
    <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`member-${m.id}`}>
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={m.photoUrl} alt="" size={48} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {m.companyLinkState === "accepted" || m.companyLinkState === "administrator" ? (
              <Link href={`/consultants/${m.slug}`} className="hover:underline">
                {m.formattedName}
              </Link>
            ) : (
              m.formattedName
            )}
            {m.id === selfId ? <span className="ml-1 font-normal text-muted">({t("you")})</span> : null}
          </p>
          <p className="text-sm text-muted">
            {m.postalCode} {m.city}
            {m.companyLinkState === "administrator" ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{ts(m.companyLinkState)}</span>
            ) : null}
          </p>
        </div>
      </div>
      <div role="group" aria-label={t("actionsFor", { name: m.formattedName })} className="flex flex-wrap gap-2">
        {actions}
      </div>
    </li>
  );
  /** One change of a row's link state, as a button. */
  const step = (m: MemberRow, target: LinkState, label: string, variant: "primary" | "secondary" = "secondary") => (
    <button type="button" className={buttonClass({ variant })} disabled={busy === m.id} onClick={() => void act({ consultantId: m.id, target })}>
      {label}
    </button>
  );
  const section = (id: string, title: string, empty: string, rows: MemberRow[], actions: (m: MemberRow) => ReactNode) => (
    <section className={cardClass} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {rows.length === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : null}
      <ul className="mt-2 divide-y divide-brand-100">{rows.map((m) => row(m, actions(m)))}</ul>
    </section>
  );
  return (
    <div className="space-y-6">
      {section("members-title", t("title"), t("empty"), memberRows, (m) => (
        <>
          {allowed(m, "administrator") ? step(m, "administrator", t("makeAdmin")) : null}
          {m.companyLinkState === "administrator" && allowed(m, "accepted") ? step(m, "accepted", t("removeAdmin")) : null}
          {allowed(m, "unlinked") ? (
            <UnlinkButton name={m.formattedName} disabled={busy === m.id} onConfirm={() => change({ consultantId: m.id, target: "unlinked" })} />
          ) : null}
        </>
      ))}
      {section("requests-title", t("requestsTitle"), t("requestsEmpty"), requests, (m) => (
        <>
          {step(m, "accepted", t("accept"), "primary")}
          {step(m, "unlinked", t("decline"))}
        </>
      ))}
      {section("invitations-title", t("invitationsTitle"), t("invitationsEmpty"), invitations, (m) => step(m, "unlinked", t("withdraw")))}

      <InviteCard linkedIds={new Set(members.map((m) => m.id))} onInvite={(id) => change({ consultantId: id, target: "requestedByCompany" })} />
    </div>
  );
}

/** Unlinking needs a confirmation (Radix dialog: focus trap, Escape, focus back on the button). */
function UnlinkButton({ name, disabled, onConfirm }: { name: string; disabled: boolean; onConfirm: () => Promise<ApiResult<unknown>> }) {
  const t = useTranslations("account.companyPage.members");
  const tc = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailed(false);
      }}
    >
      <DialogTrigger className={buttonClass({ variant: "secondary" })} disabled={disabled}>
        {t("unlink")}
      </DialogTrigger>
      <DialogContent title={t("unlinkTitle", { name })} description={t("unlinkText", { name })} closeLabel={tc("close")}>
        {failed ? (
          <p role="alert" className="mb-3 text-sm text-danger">
            {t("failed")}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonClass({ variant: "secondary" })}>{tc("cancel")}</DialogClose>
          <button
            type="button"
            className={buttonClass({ variant: "danger" })}
            disabled={pending}
            onClick={async () => {
              setPending(true);
              const response = await onConfirm();
              setPending(false);
              if (response?.ok) setOpen(false);
              else setFailed(true);
            }}
          >
            {t("unlinkConfirm")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** Search by name over the public consultant list (GET /api/consultant?q=); only active consultants without a company can be invited. */
function InviteCard({ linkedIds, onInvite }: { linkedIds: Set<number>; onInvite: (consultantId: number) => Promise<ApiResult<unknown>> }) {
  const t = useTranslations("account.companyPage.members");
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchCard[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    setSearching(true);
    setStatus(null);
    const params = new URLSearchParams({ q, sort: "name", pageSize: "30" });
    const result = await callApi<{ items: SearchCard[] }>(`/api/consultant?${params}`);
    setSearching(false);
    if (!result.ok) {
      setResults(null);
      setStatus({ kind: "error", text: t("failed") });
      return;
    }
    const page = result.data;
    // A pending request elsewhere is not visible on the public card: the server refuses that invitation (409).
    setResults(page.items.filter((c) => c.state === "active" && c.company === null && !linkedIds.has(c.id)));
  }

  async function invite(card: SearchCard) {
    setPendingId(card.id);
    const result = await onInvite(card.id);
    setPendingId(null);
    if (result.ok) {
      setResults((current) => current?.filter((c) => c.id !== card.id) ?? null);
      setStatus({ kind: "ok", text: t("invited", { name: card.formattedName }) });
    } else setStatus({ kind: "error", text: result.status === 409 ? t("inviteConflict") : t("failed") });
  }

  return (
    <section className={cardClass} aria-labelledby="invite-title">
      <h2 id="invite-title" className="text-lg font-semibold text-ink">
        {t("inviteTitle")}
      </h2>
      <form role="search" onSubmit={search} className="mt-3 flex flex-wrap items-end gap-2">
        <InputField
          id={inputId}
          className="min-w-0 flex-1"
          type="search"
          label={t("inviteLabel")}
          hint={t("inviteHint")}
          value={query}
          maxLength={100}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" variant="secondary" className="mb-5" disabled={!query.trim()} busy={searching}>
          {t("search")}
        </Button>
      </form>
      <div aria-live="polite">
        {status ? (
          <p role={status.kind === "error" ? "alert" : "status"} className={`mt-3 text-sm ${status.kind === "error" ? "text-danger" : "text-brand-700"}`}>
            {status.text}
          </p>
        ) : null}
        {results !== null && results.length === 0 ? <p className="mt-3 text-sm text-muted">{t("noResults")}</p> : null}
      </div>
      {results && results.length > 0 ? (
        <ul className="mt-3 divide-y divide-brand-100">
          {results.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex items-center gap-3">
                <Avatar src={c.photoUrl} alt="" size={40} />
                <div>
                  <p className="font-semibold text-ink">{c.formattedName}</p>
                  <p className="text-sm text-muted">
                    {c.postalCode} {c.city}
                  </p>
                </div>
              </div>
              <button
                type="button"
                className={buttonClass()}
                disabled={pendingId === c.id}
                onClick={() => void invite(c)}
                aria-label={`${t("invite")}: ${c.formattedName}`}
              >
                {t("invite")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
