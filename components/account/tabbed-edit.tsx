"use client";

// The frame of the tabbed editing pages (the consultant's profile, the company): the heading with
// the link to the public page and Save (and further actions), and the tab list whose failing tabs
// carry the alert mark of useTabbedSave.
import type { ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { Link } from "@/lib/i18n/client-link";

export function TabbedEditHeader({
  heading,
  publicHref,
  publicLabel,
  saveLabel,
  onSave,
  saving,
  children,
}: {
  heading: ReactNode;
  publicHref: string;
  publicLabel: string;
  saveLabel: string;
  onSave: () => void;
  saving: boolean;
  /** Further actions after Save. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {heading}
      <div className="flex flex-wrap items-center gap-2">
        <Link href={publicHref} className={buttonClass({ variant: "secondary" })}>
          {publicLabel}
        </Link>
        <Button onClick={onSave} busy={saving}>
          {saveLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}

export function TabbedEditTabs<T extends string>({
  label,
  errorLabel,
  tabs,
  labelOf,
  failing,
  selected,
  onSelect,
}: {
  label: string;
  errorLabel: string;
  tabs: readonly T[];
  labelOf: (tab: T) => string;
  /** The tabs holding a failing field. */
  failing: ReadonlySet<string>;
  selected: T;
  onSelect: (tab: T) => void;
}) {
  return (
    <div className="mt-6">
      <Tabs
        label={label}
        errorLabel={errorLabel}
        selected={selected}
        onSelect={onSelect}
        tabs={tabs.map((id) => ({ id, label: labelOf(id), hasErrors: failing.has(id) }))}
      />
    </div>
  );
}
