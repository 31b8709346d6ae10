// The part of the `hyphen` package's language modules that lib/i18n/hyphenate.ts uses.
declare module "hyphen/*" {
  const hyphenator: { hyphenateSync: (text: string, options?: { minWordLength?: number }) => string };
  export default hyphenator;
}
