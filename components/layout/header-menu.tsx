"use client";

// Below `md` the header's navigation, language choice, feedback and account entries sit behind one
// menu button; from `md` on they are in the header's row and the button is gone. The entries are
// server-rendered children: this island only toggles them (a few hundred bytes of first load).
import { useEffect, useId, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";

export function HeaderMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const pathname = usePathname();
  // The menu belongs to the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-lg border border-brand-100 text-ink hover:bg-brand-50 md:hidden"
      >
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          <path d={open ? "M5 5l12 12M17 5L5 17" : "M3 6h16M3 11h16M3 16h16"} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={id}
        data-open={open || undefined}
        onClick={(event) => {
          // A link to an anchor of the same page (/#search) changes no path: close on any link.
          if ((event.target as HTMLElement).closest("a")) setOpenOn(null);
        }}
        className="absolute inset-x-0 top-full hidden max-h-[calc(100vh-4rem)] flex-col gap-4 overflow-y-auto border-b border-brand-100 bg-white px-4 py-4 shadow-lg data-[open]:flex md:static md:flex md:max-h-none md:flex-1 md:flex-row md:items-center md:gap-4 md:overflow-visible md:border-0 md:p-0 md:shadow-none"
      >
        {children}
      </div>
    </>
  );
}
