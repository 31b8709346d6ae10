"use client";

// The hero's typed text cycling through the consultant kinds; still (first kind) when the visitor
// prefers reduced motion. Screen readers get the whole list once, not the animation.
import { useEffect, useState } from "react";

export function TypedKinds({ kinds, srText }: { kinds: string[]; srText: string }) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(kinds[0]?.length ?? 0);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    const word = kinds[index];
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || kinds.length < 2 || word === undefined) return;
    const done = !deleting && length === word.length;
    const timer = window.setTimeout(
      () => {
        if (done) setDeleting(true);
        else if (deleting && length === 0) {
          setDeleting(false);
          setIndex((index + 1) % kinds.length);
        } else setLength(length + (deleting ? -1 : 1));
      },
      done ? 1800 : deleting ? 40 : 90,
    );
    return () => window.clearTimeout(timer);
  }, [kinds, index, length, deleting]);

  // The longest kind, invisible, holds the box at its final size: the typing never reflows the
  // hero, so nothing below it shifts (Lighthouse's layout-shift score).
  const longest = kinds.reduce((a, b) => (b.length > a.length ? b : a), "");
  return (
    <>
      <span className="sr-only">{srText}</span>
      <span aria-hidden="true" className="inline-grid align-top text-brand-700">
        <span className="invisible col-start-1 row-start-1">{longest}&nbsp;</span>
        <span className="col-start-1 row-start-1">
          {kinds[index]?.slice(0, length)}
          <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-brand-700">&nbsp;</span>
        </span>
      </span>
    </>
  );
}
