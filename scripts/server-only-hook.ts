// Lets a plain Node script (the benchmarks, scripts/publish-evaluations.ts) import the app's "server-only"
// modules: the marker package throws outside React's server environment, so it resolves to an empty
// module here. Import this first.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
        return next(specifier, context);
      }`,
    ),
);
