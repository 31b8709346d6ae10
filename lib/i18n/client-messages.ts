// The message namespaces that client components use. Server components read every message
// on the server; only these travel to the browser.
export const CLIENT_NAMESPACES = ["common", "cookie", "feedback", "validation", "forms"] as const;

export function pick(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
