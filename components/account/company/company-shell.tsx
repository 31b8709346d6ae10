"use client";

// The company administration page (spec section 2, account-company), built like the profile page:
// tabs, one form over the details, introduction, media and social tabs, and Save with the combined
// validation (alert icon on every failing tab, jump to the first one, nothing sent). The server
// (PUT /api/company/{id}) checks the same schema and that the caller administers this company.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Avatar } from "@/components/public/avatar";
import { MAX_ATTACHMENT_BYTES, ATTACHMENT_MEDIA_TYPES } from "@/lib/attachments/schema";
import { CANTONS } from "@/lib/companies/cantons";
import { COMPANY_SOCIAL_FIELDS, COMPANY_TABS, failingCompanyTabs, type CompanyEditTab, type CompanyTab } from "@/lib/companies/company-form";
import { companySchema, type CompanyData, type CompanyInput } from "@/lib/companies/schema";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { FieldError } from "../field-error";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../form-styles";
import { Snackbar, type SnackbarState } from "../snackbar";
import { MembersPanel, type MemberRow } from "./members-panel";

type Problem = { invalidParams?: { pointer: string; message: string; messageKey?: string }[] };

export function CompanyShell({
  companyId,
  companyName,
  publicPath,
  selfId,
  defaults,
  logoUrl,
  members,
  initialTab,
  teasers,
}: {
  companyId: number;
  companyName: string;
  publicPath: string;
  selfId: number | null;
  defaults: CompanyInput;
  logoUrl: string | null;
  members: MemberRow[];
  initialTab: CompanyTab;
  teasers: { dashboard: ReactNode; organisation: ReactNode };
}) {
  const t = useTranslations("account.companyPage");
  const tf = useTranslations("account.fields");
  const tForms = useTranslations("forms");
  const router = useRouter();
  const [tab, setTabState] = useState<CompanyTab>(initialTab);
  const [failing, setFailing] = useState<Set<CompanyEditTab>>(new Set());
  const [snackbar, setSnackbar] = useState<SnackbarState>(null);
  const [saving, setSaving] = useState(false);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);

  const form = useForm<CompanyInput, unknown, CompanyData>({ resolver: zodResolver(companySchema), defaultValues: defaults, mode: "onTouched", shouldFocusError: false });
  const { register, formState, handleSubmit, setError, setValue, setFocus, control } = form;
  const errors = formState.errors;
  const introduction = useWatch({ control, name: "introduction" }) ?? "";

  function setTab(next: CompanyTab) {
    setTabState(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  }

  /** Marks the failing tabs, opens the first and puts the focus on its first failing field. */
  function showFailures(fields: string[]): boolean {
    const tabs = failingCompanyTabs(fields);
    setFailing(new Set(tabs));
    if (tabs.length === 0) return false;
    setTab(tabs[0]);
    const field = fields.find((f) => failingCompanyTabs([f])[0] === tabs[0]);
    // The panel is shown on the next render; focus only then.
    if (field) requestAnimationFrame(() => setFocus(field as keyof CompanyInput));
    setSnackbar({ kind: "warning", text: tForms("attention") });
    return true;
  }

  const onInvalid = (invalid: FieldErrors<CompanyInput>) => {
    showFailures(Object.keys(invalid));
  };

  const onValid = async (values: CompanyData) => {
    setFailing(new Set());
    setSaving(true);
    try {
      const response = await fetch(`/api/company/${companyId}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(values) }).catch(() => null);
      if (response?.ok) {
        setSnackbar({ kind: "success", text: tForms("saved") });
        router.refresh();
        return;
      }
      const problem = ((await response?.json().catch(() => null)) ?? {}) as Problem;
      const fields: string[] = [];
      for (const p of problem.invalidParams ?? []) {
        const field = p.pointer.split("/")[1] ?? "";
        if (field in defaults) {
          setError(field as keyof CompanyInput, { type: "server", message: p.messageKey ?? p.message });
          fields.push(field);
        }
      }
      if (!showFailures(fields)) setSnackbar({ kind: "error", text: t("saveFailed") });
    } finally {
      setSaving(false);
    }
  };

  const save = handleSubmit(onValid, onInvalid);

  const text = (name: keyof CompanyInput & string, label: string, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => {
    const id = `co-${name}`;
    const message = errors[name]?.message;
    return (
      <div key={name}>
        <label htmlFor={id} className={labelClass}>
          {label}
          {options.required ? " *" : <span className="ml-1 font-normal text-muted">({tf("optional")})</span>}
        </label>
        <input
          id={id}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          className={inputClass}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} message={typeof message === "string" ? message : undefined} />
      </div>
    );
  };

  const panelClass = "space-y-6 rounded-2xl border border-brand-100 bg-white p-6";

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("title")}</p>
          <h1 className="text-3xl font-bold text-ink">{companyName}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link href={publicPath} className={secondaryButton}>
            {t("preview")}
          </Link>
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {t("save")}
          </button>
        </div>
      </div>

      <div role="tablist" aria-label={t("tabsLabel")} className="mt-6 flex flex-wrap gap-1 border-b border-brand-100">
        {COMPANY_TABS.map((x) => (
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
            {failing.has(x as CompanyEditTab) ? (
              <span role="img" aria-label={t("tabHasErrors")} title={t("tabHasErrors")} className={tab === x ? "text-white" : "text-danger"}>
                ⚠
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div className="mt-6">
        <section role="tabpanel" id="panel-consultants" aria-labelledby="tab-consultants" hidden={tab !== "consultants"}>
          <MembersPanel companyId={companyId} selfId={selfId} members={members} notify={setSnackbar} />
        </section>

        <form onSubmit={save} noValidate>
          <section role="tabpanel" id="panel-details" aria-labelledby="tab-details" hidden={tab !== "details"} className={panelClass}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">{text("name", t("fields.name"), { required: true, autoComplete: "organization" })}</div>
              {text("streetName", tf("streetName"), { required: true })}
              {text("streetNumber", tf("streetNumber"), { required: true })}
              {text("postalCode", tf("postalCode"), { required: true, autoComplete: "postal-code" })}
              {text("city", tf("city"), { required: true })}
              <div>
                <label htmlFor="co-canton" className={labelClass}>
                  {tf("canton")} *
                </label>
                <select id="co-canton" className={inputClass} aria-invalid={errors.canton ? true : undefined} {...register("canton")}>
                  {CANTONS.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                <FieldError id="co-canton-error" message={errors.canton?.message} />
              </div>
              <div>
                <label htmlFor="co-country" className={labelClass}>
                  {tf("country")} *
                </label>
                <input id="co-country" className={inputClass} value={tf("switzerland")} disabled readOnly />
              </div>
              {text("email", t("fields.email"), { required: true, type: "email", autoComplete: "email" })}
              {text("phone", t("fields.phone"), { type: "tel", autoComplete: "tel" })}
              <div className="sm:col-span-2">{text("websiteUrl", tf("websiteUrl"), { type: "url" })}</div>
            </div>
          </section>

          <section role="tabpanel" id="panel-introduction" aria-labelledby="tab-introduction" hidden={tab !== "introduction"} className={panelClass}>
            <div>
              <label htmlFor="co-introduction" className={labelClass}>
                {tf("introduction")}
              </label>
              <textarea
                id="co-introduction"
                rows={8}
                className={inputClass}
                aria-invalid={errors.introduction ? true : undefined}
                aria-describedby="co-introduction-count co-introduction-error"
                {...register("introduction")}
              />
              <p id="co-introduction-count" className="mt-1 text-right text-xs text-muted" aria-live="polite">
                {tf("characters", { count: introduction.length, max: 1000 })}
              </p>
              <FieldError id="co-introduction-error" message={errors.introduction?.message} values={{ max: 1000 }} />
            </div>
          </section>

          <section role="tabpanel" id="panel-media" aria-labelledby="tab-media" hidden={tab !== "media"} className={panelClass}>
            <LogoField initialUrl={logoUrl} error={errors.logoAttachmentId?.message} onChange={(id) => setValue("logoAttachmentId", id, { shouldDirty: true })} />
          </section>

          <section role="tabpanel" id="panel-social" aria-labelledby="tab-social" hidden={tab !== "social"} className={panelClass}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{COMPANY_SOCIAL_FIELDS.map((name) => text(name, tf(name), { type: "url" }))}</div>
          </section>
        </form>

        <section role="tabpanel" id="panel-dashboard" aria-labelledby="tab-dashboard" hidden={tab !== "dashboard"}>
          {teasers.dashboard}
        </section>
        <section role="tabpanel" id="panel-organisation" aria-labelledby="tab-organisation" hidden={tab !== "organisation"}>
          {teasers.organisation}
        </section>
      </div>

      <Snackbar state={snackbar} onClose={closeSnackbar} />
    </div>
  );
}

/** The logo: uploaded to POST /api/attachment at once; the company keeps it once saved. */
function LogoField({ initialUrl, error, onChange }: { initialUrl: string | null; error?: string; onChange: (attachmentId: string | null) => void }) {
  const t = useTranslations("account.companyPage.fields");
  const tv = useTranslations("validation");
  const [preview, setPreview] = useState<string | null>(initialUrl);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > MAX_ATTACHMENT_BYTES) return setUploadError(tv("fileTooLarge", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }));
    if (!(ATTACHMENT_MEDIA_TYPES as readonly string[]).includes(file.type)) return setUploadError(t("uploadFailed"));
    setBusy(true);
    try {
      const data = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
      const response = await fetch("/api/attachment", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ fileName: file.name, mediaType: file.type, data }) }).catch(() => null);
      if (!response?.ok) {
        setUploadError(response?.status === 413 ? tv("fileTooLarge", { maxSize: MAX_ATTACHMENT_BYTES / 1024 }) : t("uploadFailed"));
        return;
      }
      const { id } = (await response.json()) as { id: string };
      onChange(id);
      setPreview(data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className={labelClass}>{t("logo")}</p>
      <div className="mt-2 flex items-center gap-4">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL preview or our own attachment endpoint
          <img src={preview} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg border border-brand-100 object-contain" />
        ) : (
          <Avatar src={null} alt="" size={96} />
        )}
        <div className="min-w-0">
          <label htmlFor="co-logo" className="sr-only">
            {t("logo")}
          </label>
          <input
            id="co-logo"
            type="file"
            className="max-w-full text-sm"
            accept={ATTACHMENT_MEDIA_TYPES.join(",")}
            disabled={busy}
            aria-describedby="co-logo-hint"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = "";
            }}
          />
          <p id="co-logo-hint" className="mt-1 text-xs text-muted">
            {t("logoHint")}
          </p>
          {preview ? (
            <button
              type="button"
              className="mt-1 text-sm text-danger underline"
              onClick={() => {
                onChange(null);
                setPreview(null);
              }}
            >
              {t("removeLogo")}
            </button>
          ) : null}
          {uploadError ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {uploadError}
            </p>
          ) : null}
          <FieldError id="co-logo-error" message={error} />
        </div>
      </div>
    </div>
  );
}
