// GET /api/openapi.json – defined beside the table of routes it describes (app/api/routes.ts says why).
export { openApiDocument as GET } from "@/app/api/routes";

export const dynamic = "force-dynamic";
