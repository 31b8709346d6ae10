"use client";

// The consultant's profile page (spec section 2, account-profile): tabs, one form over the four
// editing tabs, save with the grouped validation of spec section 5, and the disable menu.
// Dashboard, rating and subscription panels are rendered on the server and passed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { DialogContent, DialogRoot } from "@/components/ui/dialog";
import { EDIT_TABS, FIELD_TAB, PROFILE_TABS, profileSchema, type EditTab, type ProfileTab } from "@/lib/account/profile-schema";
import { MAX_ATTACHMENT_BYTES } from "@/lib/attachments/schema";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { ChoiceChips, type ChoiceOption } from "./choice-chips";
import { FieldError, useErrorText } from "./field-error";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "./form-styles";
import { PersonalDetailsFields } from "./personal-details-fields";
import { Snackbar, type SnackbarState } from "./snackbar";

type ProfileInput = z.input<typeof profileSchema>;

const SOCIAL = ["linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl", "youTubeUrl"] as const;

export function ProfileShell({
  consultantId,
  loginEmail,
  defaults,
  photoUrl,
  topics,
  languages,
  isPlatformAdmin,
  initialTab,
  betaNotice = null,
  panels,
}: {
  consultantId: number;
  loginEmail: string;
  defaults: ProfileInput;
  photoUrl: string | null;
  topics: ChoiceOption<number>[];
  languages: ChoiceOption<string>[];
  isPlatformAdmin: boolean;
  initialTab: ProfileTab;
  /** The beta-ending notice (lib/account/beta-notice.ts), with its end date already formatted. */
  betaNotice?: { endsOn: string } | null;
  panels: { dashboard: ReactNode; rating: ReactNode; invitations?: ReactNode; subscription: ReactNode | null; extra: ReactNode };
}) {
  const t = useTranslations("account.profile");
  const tf = useTranslations("account.fields");
  const tForms = useTranslations("forms");
  const errorText = useErrorText();
  const router = useRouter();
  const tabs = PROFILE_TABS.filter((tab) => (tab !== "subscription" || panels.subscription !== null) && (tab !== "invitations" || panels.invitations));
  const [tab, setTabState] = useState<ProfileTab>(tabs.includes(initialTab) ? initialTab : "dashboard");
  const [failing, setFailing] = useState<Set<EditTab>>(new Set());
  const [snackbar, setSnackbar] = useState<SnackbarState>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string | null>(photoUrl);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [qualification, setQualification] = useState("");
  const [tagText, setTagText] = useState((defaults.tags ?? []).join(", "));
  const [disableOpen, setDisableOpen] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);

  const form = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({ resolver: zodResolver(profileSchema), defaultValues: defaults, mode: "onTouched" });
  const { register, control, formState, handleSubmit, setValue } = form;
  const qualifications = useFieldArray({ control, name: "qualifications" as never });
  const introduction = useWatch({ control, name: "introduction" }) ?? "";

  function setTab(next: ProfileTab) {
    setTabState(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  }

  function tabsWithErrors(errors: FieldErrors<ProfileInput>): Set<EditTab> {
    return new Set(Object.keys(errors).map((field) => FIELD_TAB[field]).filter((x): x is EditTab => Boolean(x)));
  }

  const onInvalid = (errors: FieldErrors<ProfileInput>) => {
    const marked = tabsWithErrors(errors);
    setFailing(marked);
    const first = EDIT_TABS.find((x) => marked.has(x));
    if (first) setTab(first);
    setSnackbar({ kind: "warning", text: tForms("attention") });
  };

  const onValid = async (values: z.output<typeof profileSchema>) => {
    setFailing(new Set());
    setSaving(true);
    try {
      // Staff-only fields are left out for everybody else: the API refuses them (403) otherwise.
      const body: Record<string, unknown> = { ...values };
      if (!isPlatformAdmin) {
        delete body.calensoToken;
        delete body.calensoWorkerId;
      }
      const response = await fetch(`/api/consultant/${consultantId}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (response.ok) {
        setSnackbar({ kind: "success", text: tForms("saved") });
        router.refresh();
        return;
      }
      const problem = (await response.json().catch(() => ({}))) as { invalidParams?: { pointer: string; message: string; messageKey?: string }[]; "invalid-params"?: { pointer: string; message: string; messageKey?: string }[] };
      const params = problem.invalidParams ?? problem["invalid-params"] ?? [];
      const marked = new Set<EditTab>();
      for (const p of params) {
        const field = p.pointer.split("/")[1] ?? "";
        const tabOf = FIELD_TAB[field];
        if (tabOf) marked.add(tabOf);
        if (field in defaults || tabOf) form.setError(field as keyof ProfileInput, { message: p.messageKey ?? p.message });
      }
      setFailing(marked);
      const first = EDIT_TABS.find((x) => marked.has(x));
      if (first) setTab(first);
      setSnackbar({ kind: marked.size ? "warning" : "error", text: marked.size ? tForms("attention") : t("saveFailed") });
    } finally {
      setSaving(false);
    }
  };

  const save = handleSubmit(onValid, onInvalid);

  async function uploadPhoto(file: File) {
    setPhotoError(null);
    if (file.size > MAX_ATTACHMENT_BYTES) {
      setPhotoError(errorText("validation.fileTooLarge", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }));
      return;
    }
    if (!["image/jpeg", "image/png"].includes(file.type)) {
      setPhotoError(errorText("account.validation.unsupportedImage"));
      return;
    }
    const data = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    const response = await fetch("/api/attachment", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fileName: file.name, mediaType: file.type, data }) });
    if (!response.ok) {
      setPhotoError(errorText(response.status === 413 ? "validation.fileTooLarge" : "account.validation.unsupportedImage", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }));
      return;
    }
    const { id } = (await response.json()) as { id: string };
    setValue("photoAttachmentId", id, { shouldDirty: true });
    setPreview(data);
  }

  async function disable() {
    setDisabling(true);
    const response = await fetch(`/api/consultant/${consultantId}/disable`, { method: "PUT" }).catch(() => null);
    setDisabling(false);
    // The page changes only once the server has confirmed (spec section 4).
    if (response?.ok) {
      setDisableOpen(false);
      router.refresh();
    } else setSnackbar({ kind: "error", text: t("actionFailed") });
  }

  const urlField = (name: (typeof SOCIAL)[number] | "calensoToken" | "calensoWorkerId", disabled = false) => {
    const id = `pf-${name}`;
    const message = formState.errors[name]?.message;
    return (
      <div key={name}>
        <label htmlFor={id} className={labelClass}>
          {tf(name)}
        </label>
        <input id={id} className={inputClass} disabled={disabled} aria-invalid={message ? true : undefined} {...register(name)} />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/consultants/${consultantId}`} className={secondaryButton}>
            {t("showProfile")}
          </Link>
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {t("save")}
          </button>
          <details className="relative">
            <summary className={`${secondaryButton} cursor-pointer list-none`} aria-label={t("menu")}>
              ⋯
            </summary>
            <div className="absolute right-0 z-20 mt-2 w-56 rounded-lg border border-brand-100 bg-white p-1 shadow-lg">
              <button type="button" className="w-full rounded px-3 py-2 text-left text-sm text-danger hover:bg-brand-50" onClick={() => setDisableOpen(true)}>
                {t("disable.menu")}
              </button>
            </div>
          </details>
        </div>
      </div>

      {betaNotice && tabs.includes("subscription") ? (
        <section aria-labelledby="beta-notice-title" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent bg-amber-50 p-4">
          <div>
            <h2 id="beta-notice-title" className="font-semibold text-ink">
              {t("betaNotice.title")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("betaNotice.text", { date: betaNotice.endsOn })}</p>
          </div>
          <button type="button" className={secondaryButton} onClick={() => setTab("subscription")}>
            {t("betaNotice.button")}
          </button>
        </section>
      ) : null}

      <div role="tablist" aria-label={t("tabsLabel")} className="mt-6 flex flex-wrap gap-1 border-b border-brand-100">
        {tabs.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            id={`tab-${x}`}
            aria-selected={tab === x}
            aria-controls={`panel-${x}`}
            onClick={() => setTab(x)}
            className={`flex items-center gap-1 rounded-t-lg px-4 py-2 text-sm font-semibold ${tab === x ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"}`}
          >
            {t(`tabs.${x}`)}
            {failing.has(x as EditTab) ? (
              <span aria-label={t("tabHasErrors")} title={t("tabHasErrors")} className={tab === x ? "text-white" : "text-danger"}>
                ⚠
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div className="mt-6">
        <section role="tabpanel" id="panel-dashboard" aria-labelledby="tab-dashboard" hidden={tab !== "dashboard"}>
          {panels.dashboard}
        </section>
        <section role="tabpanel" id="panel-rating" aria-labelledby="tab-rating" hidden={tab !== "rating"}>
          {panels.rating}
        </section>
        {panels.invitations ? (
          <section role="tabpanel" id="panel-invitations" aria-labelledby="tab-invitations" hidden={tab !== "invitations"}>
            {panels.invitations}
          </section>
        ) : null}
        {panels.subscription !== null ? (
          <section role="tabpanel" id="panel-subscription" aria-labelledby="tab-subscription" hidden={tab !== "subscription"}>
            {panels.subscription}
          </section>
        ) : null}

        <form onSubmit={save} noValidate>
          <section role="tabpanel" id="panel-personalDetails" aria-labelledby="tab-personalDetails" hidden={tab !== "personalDetails"} className="rounded-2xl border border-brand-100 bg-white p-6">
            <PersonalDetailsFields register={register} errors={formState.errors} loginEmail={loginEmail} />
          </section>

          <section role="tabpanel" id="panel-details" aria-labelledby="tab-details" hidden={tab !== "details"} className="space-y-6 rounded-2xl border border-brand-100 bg-white p-6">
            <div>
              <label htmlFor="pf-photo" className={labelClass}>
                {tf("photo")}
              </label>
              <div className="mt-2 flex items-center gap-4">
                {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL preview cannot go through next/image */}
                {preview ? <img src={preview} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-full object-cover" /> : <div className="h-24 w-24 shrink-0 rounded-full bg-brand-50" />}
                <div className="min-w-0">
                  <input
                    id="pf-photo"
                    type="file"
                    className="max-w-full text-sm"
                    accept="image/jpeg,image/png"
                    aria-describedby="pf-photo-hint"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void uploadPhoto(file);
                      e.target.value = "";
                    }}
                  />
                  <p id="pf-photo-hint" className="mt-1 text-xs text-muted">
                    {tf("photoHint")}
                  </p>
                  {preview ? (
                    <button
                      type="button"
                      className="mt-1 text-sm text-danger underline"
                      onClick={() => {
                        setValue("photoAttachmentId", null, { shouldDirty: true });
                        setPreview(null);
                      }}
                    >
                      {tf("removePhoto")}
                    </button>
                  ) : null}
                  {photoError ? (
                    <p role="alert" className="mt-1 text-sm text-danger">
                      {photoError}
                    </p>
                  ) : null}
                </div>
              </div>
            </div>
            <div>
              <label htmlFor="pf-introduction" className={labelClass}>
                {tf("introduction")}
              </label>
              <textarea id="pf-introduction" rows={6} maxLength={1000} className={inputClass} aria-invalid={formState.errors.introduction ? true : undefined} {...register("introduction")} />
              <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
                {tf("characters", { count: introduction.length, max: 1000 })}
              </p>
              <FieldError id="pf-introduction-error" message={formState.errors.introduction?.message} values={{ max: 1000 }} />
            </div>
            <div>
              <p className={labelClass}>{tf("qualifications")}</p>
              <ul className="mt-2 space-y-1">
                {qualifications.fields.map((field, index) => (
                  <li key={field.id} className="flex items-center justify-between rounded-lg bg-brand-50 px-3 py-2 text-sm">
                    <span>{form.getValues(`qualifications.${index}`)}</span>
                    <button type="button" className="text-danger underline" onClick={() => qualifications.remove(index)}>
                      {tf("remove")}
                    </button>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex gap-2">
                <label htmlFor="pf-qualification" className="sr-only">
                  {tf("qualification")}
                </label>
                <input id="pf-qualification" className={inputClass} value={qualification} placeholder={tf("qualification")} maxLength={200} onChange={(e) => setQualification(e.target.value)} />
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={!qualification.trim()}
                  onClick={() => {
                    qualifications.append(qualification.trim() as never);
                    setQualification("");
                  }}
                >
                  {tf("add")}
                </button>
              </div>
            </div>
            <div>
              <label htmlFor="pf-tags" className={labelClass}>
                {tf("tags")}
              </label>
              <input
                id="pf-tags"
                className={inputClass}
                value={tagText}
                aria-describedby="pf-tags-hint"
                onChange={(e) => {
                  setTagText(e.target.value);
                  setValue("tags", e.target.value.split(","), { shouldDirty: true });
                }}
                onBlur={() => {
                  // Shows the stored form at once: '#' stripped, duplicates dropped (spec section 5).
                  const seen = new Set<string>();
                  const tags = tagText
                    .split(",")
                    .map((x) => x.replace(/#/g, "").trim())
                    .filter((x) => x && !seen.has(x.toLowerCase()) && seen.add(x.toLowerCase()));
                  setTagText(tags.join(", "));
                  setValue("tags", tags, { shouldDirty: true });
                }}
              />
              <p id="pf-tags-hint" className="mt-1 text-xs text-muted">
                {tf("tagsHint")}
              </p>
            </div>
          </section>

          <section role="tabpanel" id="panel-topicsAndLanguages" aria-labelledby="tab-topicsAndLanguages" hidden={tab !== "topicsAndLanguages"} className="space-y-6 rounded-2xl border border-brand-100 bg-white p-6">
            <Controller
              control={control}
              name="consultingTopicIds"
              render={({ field, fieldState }) => <ChoiceChips id="pf-topics" legend={t("topics")} options={topics} selected={field.value ?? []} onChange={field.onChange} error={errorText(fieldState.error?.message)} />}
            />
            <Controller
              control={control}
              name="languages"
              render={({ field, fieldState }) => (
                <ChoiceChips id="pf-languages" legend={t("languages")} options={languages} selected={(field.value ?? []) as string[]} onChange={field.onChange} error={errorText(fieldState.error?.message)} />
              )}
            />
          </section>

          <section role="tabpanel" id="panel-links" aria-labelledby="tab-links" hidden={tab !== "links"} className="space-y-6 rounded-2xl border border-brand-100 bg-white p-6">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{SOCIAL.map((name) => urlField(name))}</div>
            <fieldset className="rounded-xl bg-brand-50 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t("development")}</legend>
              <p className="mb-3 text-xs text-muted">{isPlatformAdmin ? t("developmentAdmin") : t("developmentLocked")}</p>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {urlField("calensoToken", !isPlatformAdmin)}
                {urlField("calensoWorkerId", !isPlatformAdmin)}
              </div>
            </fieldset>
          </section>
        </form>

        <div className="mt-8">{panels.extra}</div>
      </div>

      <DialogRoot open={disableOpen} onOpenChange={setDisableOpen}>
        <DialogContent title={t("disable.title")} description={t("disable.text")} closeLabel={t("close")}>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setDisableOpen(false)}>
              {t("cancel")}
            </button>
            <button type="button" className={dangerButton} onClick={() => void disable()} disabled={disabling} aria-busy={disabling}>
              {t("disable.confirm")}
            </button>
          </div>
        </DialogContent>
      </DialogRoot>
      <Snackbar state={snackbar} onClose={closeSnackbar} />
    </div>
  );
}

export function DisabledCard({ consultantId }: { consultantId: number }) {
  const t = useTranslations("account.profile");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{t("disabled.title")}</h1>
      <p className="mt-2 text-muted">{t("disabled.text")}</p>
      <button
        type="button"
        className={`${primaryButton} mt-6`}
        disabled={pending}
        aria-busy={pending}
        onClick={async () => {
          setPending(true);
          setFailed(false);
          const response = await fetch(`/api/consultant/${consultantId}/activate`, { method: "PUT" }).catch(() => null);
          setPending(false);
          if (response?.ok) router.refresh();
          else setFailed(true);
        }}
      >
        {t("disabled.activate")}
      </button>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t("actionFailed")}
        </p>
      ) : null}
    </div>
  );
}
