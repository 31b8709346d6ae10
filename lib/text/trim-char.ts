// Trimming a repeated character off the ends of a string by index. A pattern such as /\/+$/ or
// /^-+|-+$/g looks linear but is quadratic: on "//…//x" the engine starts a run at every slash and
// walks it to the end before failing (issue 29). Browser-safe.

/** `text` without any `char` at its end ("https://id.example.ch//" → "https://id.example.ch"). */
export function trimEndChar(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** `text` without any `char` at either end ("-anna-muster-" → "anna-muster"). */
export function trimChar(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start++;
  return trimEndChar(text.slice(start), char);
}
