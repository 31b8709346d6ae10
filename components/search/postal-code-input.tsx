"use client";

// The postal-code field of the perimeter search with suggestions of Swiss postal codes and places
// (GET /api/postalCode?q=). A native <datalist>: keyboard and screen-reader support come from the browser,
// and without JavaScript it is a plain required text field.
import { useEffect, useId, useState } from "react";

type Suggestion = { postalCode: string; place: string; canton: string };

export function PostalCodeInput({ id, name, label, defaultValue, error }: { id: string; name: string; label: string; defaultValue?: string; error?: string }) {
  const listId = useId();
  const [value, setValue] = useState(defaultValue ?? "");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    const q = value.trim();
    if (q.length < 2 || /^\d{4}$/.test(q)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/postalCode?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestion[] | { items: Suggestion[] }>) : []))
        .then((data) => setSuggestions(Array.isArray(data) ? data : data.items))
        .catch(() => {});
    }, 150);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        autoComplete="postal-code"
        inputMode="text"
        list={listId}
        value={value}
        // "8001 Zürich" from the list becomes "8001"; the search needs the code only.
        onChange={(e) => setValue(/^\d{4}\s/.test(e.target.value) ? e.target.value.slice(0, 4) : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-danger"
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={`${s.postalCode}-${s.place}`} value={`${s.postalCode} ${s.place}`} />
        ))}
      </datalist>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
