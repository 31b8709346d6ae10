// User text inside a SQL LIKE pattern (the name search, places, the company list).

/** Strips LIKE wildcards so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
