// GET /api/openapi.json – defined beside the table of routes it describes (app/api/routes.ts says why).
import { openApiDocument } from "@/app/api/routes";

export const dynamic = "force-dynamic";

export const GET = openApiDocument;
