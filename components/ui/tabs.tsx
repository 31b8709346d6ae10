"use client";

// Tabs of an editing page (profile, company): a tablist with arrow-key movement (WAI-ARIA tabs
// pattern, manual activation by click/Enter, automatic by arrows), and on every tab whose panel holds
// errors a red dot with an accessible label. Panels stay mounted (hidden), so one form can span them.
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useScrollIntoStrip } from "./scroll-into-strip";

export type TabItem<T extends string> = { id: T; label: ReactNode; hasErrors?: boolean };

export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  errorLabel,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  errorLabel: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useScrollIntoStrip(strip, '[aria-selected="true"]', selected);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const edge = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
    if (!step && edge === null) return;
    event.preventDefault();
    const current = tabs.findIndex((t) => t.id === selected);
    const next = tabs[edge ?? (current + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    // Scrolls sideways on a phone rather than wrapping into a ragged block of tabs, with a shadow at
    // the edge that has more tabs behind it (.scroll-cue).
    <div
      ref={strip}
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      className="scroll-cue -mx-4 flex gap-1 overflow-x-auto border-b border-brand-100 px-4 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-t-lg px-4 py-2 text-sm font-semibold ${active ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"}`}
          >
            {tab.label}
            {tab.hasErrors ? (
              <span
                role="img"
                aria-label={errorLabel}
                title={errorLabel}
                className={`inline-block h-2.5 w-2.5 rounded-full ring-2 ${active ? "bg-danger ring-white" : "bg-danger ring-red-100"}`}
              />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, selected, className, children }: { id: string; selected: boolean; className?: string; children: ReactNode }) {
  return (
    <section role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={!selected} className={className}>
      {children}
    </section>
  );
}

/** The selected tab, kept in the URL's `tab` parameter (a reload or a shared link opens the same tab). */
export function useUrlTab<T extends string>(initial: T): [T, (next: T) => void] {
  const [tab, setTab] = useState<T>(initial);
  const select = useCallback((next: T) => {
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(null, "", url);
  }, []);
  return [tab, select];
}
