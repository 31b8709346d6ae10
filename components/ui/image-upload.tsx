"use client";

// The one image upload (profile photo, company logo, administration forms): checks size and type
// in the browser, sends the file to POST /api/attachment at once and reports the new attachment id;
// the record keeps it once its form is saved. Texts come from the caller (the kit holds no keys).
import { useState, type ReactNode } from "react";
import { callApi } from "@/lib/client/call-api";
import { FieldError, FieldHint, labelClass } from "./field";
import { buttonClass } from "./button";

export type ImageUploadLabels = { choose: string; remove: string; tooLarge: string; unsupported: string; failed: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageUpload({
  id,
  label,
  hint,
  previewUrl,
  shape = "square",
  accept,
  maxBytes,
  labels,
  onChange,
  error,
  placeholder,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The stored image (our attachment endpoint) or null. */
  previewUrl: string | null;
  shape?: "round" | "square";
  accept: readonly string[];
  maxBytes: number;
  labels: ImageUploadLabels;
  /** The new attachment id, or null when the image was removed. */
  onChange: (attachmentId: string | null) => void;
  /** A form error of the attachment field (already translated). */
  error?: string | null;
  /** What stands in the frame without an image. */
  placeholder?: ReactNode;
}) {
  const [preview, setPreview] = useState<string | null>(previewUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = `h-24 w-24 shrink-0 border border-brand-100 ${shape === "round" ? "rounded-full object-cover" : "rounded-lg object-contain"}`;

  async function upload(file: File) {
    setProblem(null);
    if (file.size > maxBytes) return setProblem(labels.tooLarge);
    if (!accept.includes(file.type)) return setProblem(labels.unsupported);
    setBusy(true);
    try {
      const data = await readAsDataUrl(file);
      const result = await callApi<{ id: string }>("/api/attachment", { method: "POST", body: { fileName: file.name, mediaType: file.type, data } });
      if (!result.ok) return setProblem(result.status === 413 ? labels.tooLarge : result.status === 415 ? labels.unsupported : labels.failed);
      onChange(result.data.id);
      setPreview(data);
    } catch {
      setProblem(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  const described = [hint ? `${id}-hint` : "", problem ? `${id}-problem` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL preview or our own attachment endpoint
          <img src={preview} alt="" width={96} height={96} className={frame} />
        ) : (
          <div className={`${frame} flex items-center justify-center bg-brand-50 text-center text-xs text-muted`}>{placeholder}</div>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          {/* The browser's own file button speaks the browser's language, not the page's: it is hidden (still
              focusable and announced) behind a button-styled label with our text, which shows its focus. */}
          <input
            id={id}
            type="file"
            accept={accept.join(",")}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={described}
            aria-invalid={problem || error ? true : undefined}
            className="peer sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = "";
            }}
          />
          <label
            htmlFor={id}
            aria-hidden="true"
            className={buttonClass({
              variant: "secondary",
              className: `cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${busy ? "opacity-60" : ""}`,
            })}
          >
            {labels.choose}
          </label>
          <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
          {preview ? (
            <button
              type="button"
              className={buttonClass({ variant: "ghost", size: "sm", className: "text-danger" })}
              onClick={() => {
                onChange(null);
                setPreview(null);
              }}
            >
              {labels.remove}
            </button>
          ) : null}
          <FieldError id={`${id}-problem`}>{problem}</FieldError>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      </div>
    </div>
  );
}
