/** Header with the path of the page request, set by proxy.ts; layouts cannot see their path otherwise. */
export const PATHNAME_HEADER = "x-pathname";
