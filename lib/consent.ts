// Cookie consent, kept in the browser (docs/product-rules.md#data-protection). `shown`: the visitor chose
// (either button), so the dialog stays away until "Cookie settings" in the footer opens it;
// `analytics`: "accept all", which also loads third-party frames without asking each time.
export const CONSENT_DELAY_MS = 3000;
const KEY = "beraterwahl.consent";
/** Marks the footer's "Cookie settings" button; cookie-notice.tsx opens the dialog on its click, so
 * the button needs no client component (and no script) of its own. */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

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

/** Stores a choice; "only necessary" is a choice too (a necessary preference, no analytics). */
export function storeConsent(consent: Consent) {
  window.localStorage.setItem(KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent("beraterwahl:consent", { detail: consent }));
}
