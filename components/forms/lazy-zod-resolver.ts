// zodResolver with the schema and the resolver fetched on first use. A form that renders before it
// validates (the questionnaire's details are its last step) keeps zod out of the page's first load
// and still validates with the shared schema the route handler parses with.
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { lazyImport } from "./lazy-schema";

export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  const resolver = lazyImport(async () => {
    const [schema, { zodResolver }] = await Promise.all([loadSchema(), import("@hookform/resolvers/zod")]);
    return zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  });
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) => (await resolver.get())(values, context, options);
  return { resolve, prepare: resolver.prepare };
}
