import { createHash } from "node:crypto";
import { deleteAttachment, getAttachmentContent, replaceAttachment, requireOwnedAttachment } from "@/lib/attachments/manage-attachments";
import { attachmentSchema, MAX_ATTACHMENT_REQUEST_BYTES } from "@/lib/attachments/schema";
import { createRouteHandler, json, noContent, uuidParams } from "@/lib/http/route";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { attachmentResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/attachment/{id} – the image bytes, cacheable for a year
export const GET = createRouteHandler(
  {
    doc: { summary: "The image bytes", tag: "attachments", access: "anyone", success: { status: 200, description: "The image", contentType: "image/*" } },
    params: uuidParams,
  },
  async ({ params, request }) => {
    const file = await getAttachmentContent(params.id);
    const etag = `"${createHash("sha256").update(file.data).digest("base64url").slice(0, 32)}"`;
    const headers = {
      "Content-Type": file.mediaType,
      ETag: etag,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
    };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(file.data), { status: 200, headers: { ...headers, "Content-Length": String(file.data.length) } });
  },
);

// PUT /api/attachment/{id} – replace the image (uploader or platform administrator)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Replace the image", tag: "attachments", access: "the uploader or platform administrators", response: attachmentResponse },
    auth: "user",
    params: uuidParams,
    authorize: (actor, { id }) => requireOwnedAttachment(actor, id),
    body: attachmentSchema,
    maxBodyBytes: MAX_ATTACHMENT_REQUEST_BYTES,
    rateLimit: RATE_LIMITS.attachmentUpload,
  },
  async ({ actor, params, body }) => json(await replaceAttachment(actor, params.id, body)),
);

// DELETE /api/attachment/{id} – delete the image (uploader or platform administrator)
export const DELETE = createRouteHandler(
  {
    doc: {
      summary: "Delete the image",
      tag: "attachments",
      access: "the uploader or platform administrators",
      success: { status: 204, description: "Deleted" },
    },
    auth: "user",
    params: uuidParams,
  },
  async ({ actor, params }) => {
    await deleteAttachment(actor, params.id);
    return noContent();
  },
);
