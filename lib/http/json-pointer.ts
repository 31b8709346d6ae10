// RFC 6901 JSON pointers for validation issues ("/languages/0"), as RFC 9457 invalidParams name them.
export function toJsonPointer(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "";
  return "/" + path.map((p) => String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
}
