"use client";

// Merging a duplicate profile into the one that stays (docs/product-rules.md#one-person-one-profile):
// the probable duplicates of this profile, each with "merge into this one"; a dialog names what moves
// and arms only once the administrator typed this profile's number. The server checks it again
// (POST /api/consultant/{id}/merge) and the survivor's page opens afterwards.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DuplicateCandidates } from "@/components/forms/duplicate-candidates";
import { ErrorAlert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "@/components/ui/dialog";
import { callApi } from "@/lib/client/call-api";
import type { DuplicateCandidate } from "@/lib/consultants/duplicate-candidates";
import { Link } from "@/lib/i18n/client-link";
import { useRouter } from "@/lib/i18n/client-navigation";

type Profile = { id: number; number: string; name: string; evaluations: number };

/** A record number that never breaks at its hyphen ("C-000501" on one line). */
const unbroken = (number: string) => number.replace("-", "\u2011");

function MergeDialog({ profile, survivor }: { profile: Profile; survivor: DuplicateCandidate }) {
  const t = useTranslations();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toUpperCase() === profile.number.toUpperCase();
  const inputId = `merge-confirm-${survivor.id}`;

  async function merge() {
    setPending(true);
    setError(null);
    const result = await callApi<{ survivorId: number }>(`/api/consultant/${profile.id}/merge`, {
      method: "POST",
      body: { survivorId: survivor.id, confirmNumber: typed },
    });
    setPending(false);
    if (result.ok) {
      router.push(`/administration/consultants/${result.data.survivorId}`);
      router.refresh();
      return;
    }
    const param = result.problem.invalidParams[0];
    setError(param?.message.startsWith("duplicateProfiles.") ? t(param.message) : (param?.message ?? t("duplicateProfiles.merge.failed")));
  }

  return (
    <DialogRoot>
      <DialogTrigger className={buttonClass({ variant: "dangerOutline", size: "sm" })}>{t("duplicateProfiles.merge.button")}</DialogTrigger>
      <DialogContent
        title={t("duplicateProfiles.merge.dialogTitle", {
          merged: `${profile.name} (${unbroken(profile.number)})`,
          survivor: `${survivor.formattedName} (${unbroken(survivor.number ?? String(survivor.id))})`,
        })}
        description={t("duplicateProfiles.merge.dialogText", {
          count: profile.evaluations,
          mergedNumber: unbroken(profile.number),
          survivorNumber: unbroken(survivor.number ?? String(survivor.id)),
        })}
        closeLabel={t("common.close")}
      >
        <p className="mb-4 text-sm text-muted">{t("duplicateProfiles.merge.keeps", { survivorNumber: unbroken(survivor.number ?? String(survivor.id)) })}</p>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t("duplicateProfiles.merge.numberLabel", { number: profile.number })}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          className="field-input mt-1 w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <ErrorAlert id={`${inputId}-error`}>{error}</ErrorAlert>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass({ variant: "secondary" })}>{t("common.cancel")}</DialogClose>
          <button type="button" onClick={merge} disabled={!matches || pending} className={buttonClass({ variant: "danger" })}>
            {t("duplicateProfiles.merge.confirm")}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

export function MergeConsultantCard({ profile, candidates }: { profile: Profile; candidates: DuplicateCandidate[] }) {
  const t = useTranslations("duplicateProfiles");
  if (candidates.length === 0) {
    return (
      <section aria-labelledby="merge-title" className="mt-6 rounded-xl border border-brand-100 bg-white p-4 text-sm">
        <h2 id="merge-title" className="text-base font-semibold text-ink">
          {t("merge.title")}
        </h2>
        <p className="mt-1 text-muted">{t("merge.none")}</p>
      </section>
    );
  }
  return (
    <div className="mt-6">
      <DuplicateCandidates
        id="merge"
        announce={false}
        title={t("merge.title")}
        text={t("merge.text")}
        candidates={candidates}
        actions={(candidate) => (
          <>
            <Link href={`/administration/consultants/${candidate.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("administration.open")}
            </Link>
            <MergeDialog profile={profile} survivor={candidate} />
          </>
        )}
      />
    </div>
  );
}
