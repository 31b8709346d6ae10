// The OpenAPI 3.1 document (GET /api/openapi.json) built from the API's operations. The operations are read
// off the route handlers (./route-operations.ts), with the zod schemas the handlers parse, so the document
// and the reference page (GET /api/docs) cannot drift from the validation.
import { z } from "zod";

type HttpMethod = "get" | "post" | "put" | "delete" | "patch";

export type Operation = {
  method: HttpMethod;
  /** OpenAPI path template: /api/consultant/{id} */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it, in words (shown on the reference page). */
  access: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success status and what it returns. */
  success?: { status: number; description: string; contentType?: string };
  /** The JSON a success carries (lib/openapi/responses.ts). */
  response?: z.ZodType;
};

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  // Input side: what a client sends; output side: what it gets. Transforms cannot be expressed and become "any".
  // Answers are open objects (lib/openapi/responses.ts names what a client may rely on; more fields may
  // come), while zod closes objects on the output side: the document must not promise "nothing else".
  const open = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
  };
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    ...(io === "output" ? { override: open } : {}),
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const s = jsonSchema(schema);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, schema]) => ({
    name,
    in: where,
    required: where === "path" || (required.has(name) && !("default" in schema)),
    schema,
  }));
}

const problem = {
  description: "Problem details (RFC 9457)",
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
};

export function buildOpenApiDocument(operations: readonly Operation[], serverUrl = "/") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const success = op.success ?? { status: 200, description: "OK" };
    (paths[op.path] ??= {})[op.method] = {
      operationId: `${op.method}${op.path
        .replace(/[{}]/g, "")
        .replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())
        .replace(/\W/g, "")}`,
      summary: op.summary,
      description: `Access: ${op.access}`,
      tags: [op.tag],
      parameters: [...parameters(op.params, "path"), ...parameters(op.query, "query")],
      ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } } } : {}),
      responses: {
        [String(success.status)]: {
          description: success.description,
          // 204 and redirects carry no body; everything else names its media type and, where known, its schema.
          ...(success.status === 204 || (success.status >= 300 && success.status < 400)
            ? {}
            : { content: { [success.contentType ?? "application/json"]: op.response ? { schema: jsonSchema(op.response, "output") } : {} } }),
        },
        "400": problem,
        "401": problem,
        "403": problem,
        "404": problem,
        ...(op.body ? { "413": problem, "415": problem } : {}),
        "422": problem,
        "429": problem,
        "500": problem,
        "503": problem,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Beraterwahl API",
      version: "1.0.0",
      description:
        "REST contract of Beraterwahl: consultants, companies, evaluations, search, accounts and billing. Errors are application/problem+json (RFC 9457).",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: {
        Problem: {
          type: "object",
          required: ["type", "title", "status", "detail", "instance", "requestId"],
          properties: {
            type: { type: "string", format: "uri" },
            title: { type: "string" },
            status: { type: "integer" },
            detail: { type: "string" },
            instance: { type: "string" },
            requestId: { type: "string" },
            // lib/http/problem.ts: one entry per invalid field. message is a text in the request's language
            // (Accept-Language); messageKey is the message-catalogue key it came from, code the validator's issue code.
            invalidParams: {
              type: "array",
              items: {
                type: "object",
                required: ["pointer", "message"],
                properties: {
                  pointer: { type: "string", description: "JSON pointer to the field (RFC 6901)" },
                  message: { type: "string", description: "What is wrong, in the request's language" },
                  code: { type: "string", description: "The validator's issue code, e.g. too_small, invalid_type, unrecognized_keys" },
                  messageKey: { type: "string", description: "The message-catalogue key the text was made from, e.g. validation.maxLength|200" },
                },
              },
            },
          },
        },
      },
    },
    security: [{}, { bearer: [] }, { session: [] }],
    paths,
  };
}
