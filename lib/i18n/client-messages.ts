// The message namespaces that client components use (given by ClientMessages, the account's and the
// administration's layouts and the feedback dialog). Server components read every message
// on the server; only these travel to the browser.
export const CLIENT_NAMESPACES = ["common", "feedback", "validation", "forms"] as const;

/**
 * The messages of `namespaces`; a dotted one ("moderation.notice") sends only that part of its
 * namespace, so an island does not carry a namespace's e-mail texts to the browser.
 */
export function pick(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    const [top = "", ...rest] = namespace.split(".");
    let value: unknown = messages[top];
    for (const part of rest) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    if (value === undefined) continue;
    if (rest.length === 0) {
      picked[top] = value;
      continue;
    }
    // Nest the part under its path, next to what other dotted namespaces of the same top one put there.
    let target = (picked[top] ??= {}) as Record<string, unknown>;
    for (const part of rest.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[rest[rest.length - 1] as string] = value;
  }
  return picked;
}
