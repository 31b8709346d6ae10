// Cookie consent, kept in the browser. Analytics load only when `analytics` is true.
export const CONSENT_DELAY_MS = 3000;
const KEY = "beraterwahl.consent";

export type Consent = { shown: boolean; analytics: boolean };

export function readConsent(): Consent {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Consent>) : {};
    return { shown: parsed.shown === true, analytics: parsed.analytics === true };
  } catch {
    return { shown: false, analytics: false };
  }
}

export function storeConsent(consent: Consent) {
  window.localStorage.setItem(KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent("beraterwahl:consent", { detail: consent }));
}
