"use client";

// The location field of the perimeter search: a postal code or a place name of the gazetteer, with
// suggestions from GET /api/postalCode?q= in an ARIA 1.2 combobox (a listbox under the field: arrow
// keys move, Enter or a click chooses, Escape closes; the number of suggestions is announced).
// A place stands for all its postal codes; choosing one writes "Lausanne (VD)" into the field, which
// the server reads back (lib/search/places.ts). Without JavaScript it is a plain required text field
// that accepts the same texts. Its texts that count come from a translator fetched with the first
// suggestions, over the placeSearch messages the server passes (no next-intl in the first load).
import { useEffect, useId, useRef, useState } from "react";
import { lazyImport } from "@/components/forms/lazy-schema";
import { callApi } from "@/lib/client/call-api";
import type { MessageTranslator } from "@/lib/i18n/browser-translator";

const translator = lazyImport(() => import("@/lib/i18n/browser-translator"));

type Suggestion = { postalCode: string; place: string; canton: string; postalCodeCount?: number; label: string };

export function PostalCodeInput({
  id,
  name,
  label,
  hint,
  defaultValue,
  error,
  listLabel,
  locale,
  messages,
}: {
  /** The suggestion list's name; `messages` hold the placeSearch namespace, for the texts that count. */
  listLabel: string;
  locale: string;
  messages: Record<string, unknown>;
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  error?: string;
}) {
  const [t, setT] = useState<MessageTranslator | null>(null);
  const listId = useId();
  const hintId = `${id}-hint`;
  const [value, setValue] = useState(defaultValue ?? "");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text last chosen from the list: no new suggestions for it.
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < 2 || /^\d{4}$/.test(q) || q === chosen.current) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void Promise.all([
        callApi<Suggestion[]>(`/api/postalCode?q=${encodeURIComponent(q)}&limit=8`, { signal: controller.signal }),
        // Offline: the list still shows, without its counts.
        translator.get().catch(() => null),
      ]).then(([result, texts]) => {
        // No answer, or one for a text typed over since: nothing changes.
        if (result.status === 0 || controller.signal.aborted) return;
        if (texts) setT((current: MessageTranslator | null) => current ?? texts.translatorFor(locale, messages, "placeSearch"));
        setSuggestions(result.ok && Array.isArray(result.data) ? result.data : []);
        setActive(-1);
        setOpen(true);
      });
    }, 150);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, locale, messages]);

  function choose(s: Suggestion) {
    // A postal code keeps its digits only; a place keeps its name and canton ("Lausanne (VD)").
    const text = s.postalCodeCount === undefined ? s.postalCode : s.label;
    chosen.current = text;
    setValue(text);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (e.key === "ArrowDown" && count > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (e.key === "ArrowUp" && count > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === "Enter" && open && active >= 0 && suggestions[active]) {
      // Enter chooses the highlighted place instead of sending the form with half a name.
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && suggestions.length > 0;
  const describedBy = [hint ? hintId : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          chosen.current = null;
          setValue(e.target.value);
          if (e.target.value.trim().length < 2) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-danger"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute left-0 right-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-brand-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.postalCode}-${s.place}-${s.canton}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the field's blur would close the list before the click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s);
            }}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-600 text-white" : "text-ink"}`}
          >
            <span>{s.postalCodeCount === undefined ? `${s.postalCode} ${s.place}` : s.place}</span>
            <span className={`shrink-0 text-xs ${i === active ? "text-white" : "text-muted"}`}>
              {s.postalCodeCount === undefined || !t ? s.canton : t("placeCodes", { canton: s.canton, count: s.postalCodeCount })}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {open && t && value.trim().length >= 2 ? (suggestions.length === 0 ? t("none") : t("count", { count: suggestions.length })) : ""}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
