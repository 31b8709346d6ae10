import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import regexp from "eslint-plugin-regexp";

const NO_PARENT = { group: ["../*", "../**"], message: "Import through @/ (the module's path from the repository root), not ../." };
const NO_APP = {
  group: ["@/app", "@/app/**"],
  message: "components and lib never import from app/: move the shared piece into components/ or lib/, or pass it in as a prop.",
};
const NO_COMPONENTS = { group: ["@/components", "@/components/**"], message: "lib never imports from components/: lib is below the UI." };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Regular expressions: the plugin's recommended set, and no pattern whose matching time can grow
  // faster than linearly with its input (a 128 kB body once stalled the server for 15 s, issue 29).
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    ignores: [".next*/**", ".data/**", "node_modules/**", "lib/db/generated/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layer boundaries (docs/architecture.md): app → components → lib → database. Each block names
  // every pattern for its files, because a later block's no-restricted-imports replaces an earlier one.
  {
    files: [
      "app/**/*.{ts,tsx}",
      "proxy.ts",
      "instrumentation.ts",
      "instrumentation-client.ts",
      "tests/**/*.{ts,tsx}",
      "scripts/**/*.ts",
      "bench/**/*.ts",
      "prisma/**/*.ts",
      "*.config.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_PARENT] }] },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_PARENT, NO_APP] }],
      // One way to the API from the browser (lib/client/call-api.ts): it reads problem+json and no answer the same way everywhere.
      "no-restricted-globals": ["error", { name: "fetch", message: "Call the API through callApi (lib/client/call-api.ts)." }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_PARENT, NO_APP, NO_COMPONENTS] }] },
  },
];

export default config;
