"use client";

// A button that copies `text` to the clipboard and says `copiedLabel` for two seconds: the rating links and
// the seal's and widget's snippets.
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";

export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary" })}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? copiedLabel : label}
    </button>
  );
}
