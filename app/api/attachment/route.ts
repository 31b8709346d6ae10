import { createAttachment, listAttachments } from "@/lib/attachments/manage-attachments";
import { attachmentSchema, MAX_ATTACHMENT_REQUEST_BYTES } from "@/lib/attachments/schema";
import { createRouteHandler, created, json } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { z } from "zod";
import { attachmentResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/attachment – the caller's uploads (all for platform administrators), without their bytes
export const GET = createRouteHandler(
  { doc: { summary: "The caller's uploads (all for platform administrators)", tag: "attachments", response: z.array(attachmentResponse) }, auth: "user" },
  async ({ actor }) => json(await listAttachments(actor)),
);

// POST /api/attachment – upload a JPEG or PNG image (base64, at most 2048 kB)
export const POST = createRouteHandler(
  {
    doc: {
      summary: "Upload a JPEG or PNG image (base64, at most 2048 kB)",
      tag: "attachments",
      success: { status: 201, description: "Created: id, fileName, mediaType, size" },
      response: attachmentResponse,
    },
    auth: "user",
    body: attachmentSchema,
    maxBodyBytes: MAX_ATTACHMENT_REQUEST_BYTES,
    rateLimit: RATE_LIMITS.attachmentUpload,
  },
  async ({ actor, body }) => {
    const meta = await createAttachment(actor, body);
    return created(meta, `/api/attachment/${meta.id}`);
  },
);
