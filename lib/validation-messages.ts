// Schema messages are message keys that the UI translates ("validation.required"). A length limit
// travels inside its key ("validation.maxLength|200"): form resolvers pass on only an issue's
// message, not its limit, and the text must name the limit of the field at hand.
// Browser-safe: imported by schemas and by every component that shows their messages.

/** The error of a `.max()` check on a string: `.max(200, tooLong)`. */
export const tooLong = { error: (issue: { maximum?: unknown }) => `validation.maxLength|${String(issue.maximum)}` };

/** A schema message as a message key and the values it carries. */
export function splitValidationMessage(message: string): { key: string; values: Record<string, number> } {
  const [key = "", max] = message.split("|");
  return max !== undefined && /^\d+$/.test(max) ? { key, values: { max: Number(max) } } : { key, values: {} };
}

/**
 * Marks a field message as finished text rather than a message key: the server's own words, already in the
 * request's language (lib/client/call-api.ts sets it, components/forms/use-error-text.ts shows it as it is).
 * Here rather than in call-api.ts so that showing an error does not load the API client.
 */
export const VERBATIM = "verbatim:";
