// Shared class names of the account forms (kept here so every card looks the same).
export const inputClass =
  "mt-1 block w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-danger disabled:bg-brand-50 disabled:text-muted";
export const labelClass = "block text-sm font-medium text-ink";
export const primaryButton = "rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50";
export const secondaryButton = "rounded-lg border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50";
export const dangerButton = "rounded-lg bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";
export const cardClass = "rounded-2xl border border-brand-100 bg-white p-6 shadow-sm";
export const chipClass = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm ${on ? "border-brand-600 bg-brand-600 text-white" : "border-brand-200 bg-white text-ink hover:bg-brand-50"}`;
