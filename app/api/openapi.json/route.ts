import "@/lib/openapi/operations";
import { createRouteHandler, json } from "@/lib/http/route";
import { buildOpenApiDocument } from "@/lib/openapi/registry";

export const dynamic = "force-dynamic";

// GET /api/openapi.json – the OpenAPI 3.1 document, generated from the handlers' zod schemas
export const GET = createRouteHandler({}, async () => json(buildOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }));
