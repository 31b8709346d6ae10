// A translator for an island without a next-intl provider, over the messages the server gave it:
// use-intl's core formats them as the pages do (precompiled, next.config.mjs). Imported lazily, when
// the island first needs a text that depends on the visitor's input, so that next-intl's client
// runtime stays out of the public pages' first load (docs/benchmarks.md, "First-load JS, 2026-11-29").
import { createTranslator } from "use-intl/core";

export type MessageTranslator = {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
};

export function translatorFor(locale: string, messages: Record<string, unknown>, namespace?: string): MessageTranslator {
  // `as never`: the catalogue's typed key union does not fit messages picked at run time.
  return createTranslator({ locale, messages, namespace } as never) as unknown as MessageTranslator;
}
