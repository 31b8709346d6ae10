import { createRouteHandler, idParams, json, noContent } from "@/lib/http/route";
import { deleteConsultingTopic, getConsultingTopic, updateConsultingTopic } from "@/lib/topics/manage-consulting-topics";
import { consultingTopicSchema } from "@/lib/topics/schema";
import { consultingTopicResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultingTopic/{id} – one topic
export const GET = createRouteHandler(
  { doc: { summary: "A topic", tag: "consulting topics", access: "anyone", response: consultingTopicResponse }, params: idParams },
  async ({ actor, params }) => json(await getConsultingTopic(actor, params.id)),
);

// PUT /api/consultingTopic/{id} – replace a topic (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: { summary: "Replace a topic", tag: "consulting topics", response: consultingTopicResponse },
    auth: "platformAdmin",
    params: idParams,
    body: consultingTopicSchema,
  },
  async ({ actor, params, body }) => json(await updateConsultingTopic(actor, params.id, body)),
);

// DELETE /api/consultingTopic/{id} – delete a topic (platform administrators)
export const DELETE = createRouteHandler(
  { doc: { summary: "Delete a topic", tag: "consulting topics", success: { status: 204, description: "Deleted" } }, auth: "platformAdmin", params: idParams },
  async ({ actor, params }) => {
    await deleteConsultingTopic(actor, params.id);
    return noContent();
  },
);
