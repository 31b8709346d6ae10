// A website without http/https gets https:// prepended (docs/product-rules.md#public-pages), so a stored "example.ch" still links out.
/** A link target for a stored website address, or null when there is nothing usable. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Other schemes (javascript:, mailto:, ftp:) are never links to a website.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+/.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/** The address as people read it: without scheme, "www." and a trailing slash. */
export function displayWebsite(href: string): string {
  return href
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}
