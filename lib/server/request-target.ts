// Request targets that no handler can read safely: a percent-encoding that is not one (`%zz`, a cut
// `%4`, bytes that are not UTF-8) or a NUL (`%00`, which PostgreSQL text cannot hold). Refused with
// 400 by our server before Next.js sees the path (Next answers a malformed path with a bare 500) and
// again by the route wrapper for the query, which is also reached without our server (tests).
export function requestTargetProblem(target: string): string | null {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? "" : target.slice(q + 1);
  return textProblem("path", path) ?? decodedPathProblem(path) ?? textProblem("query", query.replace(/\+/g, " "));
}

/**
 * A page's path is decoded twice: the locale proxy (next-intl's middleware) decodes it and hands the result to
 * Next's router, which decodes it again. An encoded percent sign before something that is no encoding
 * (`/consultants/%25zz` → `%zz`) passes the first and breaks the second, which Next answers with a bare 500.
 * No address of ours holds a literal `%`, so such a path names nothing: it is refused like a malformed one.
 */
function decodedPathProblem(path: string): string | null {
  if (!path.includes("%25")) return null;
  return textProblem("path", decodeURIComponent(path)) === null ? null : "The path has a malformed percent-encoding once decoded.";
}

export function textProblem(part: string, encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return `The ${part} has a malformed percent-encoding.`;
  }
  return decoded.includes("\u0000") ? `The ${part} contains a NUL character.` : null;
}
