import { createRouteHandler, json } from "@/lib/http/route";
import { reorderConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { listOrderSchema } from "@/lib/topics/schema";
import { z } from "zod";
import { consultingTopicResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// PUT /api/consultingTopic/order – the complete new order of all topics, applied atomically (platform administrators)
export const PUT = createRouteHandler(
  {
    doc: {
      summary: "Reorder all topics at once: ids is the complete new order (409 when it does not name every topic exactly once)",
      tag: "consulting topics",
      success: { status: 200, description: "All topics in their new order" },
      response: z.array(consultingTopicResponse),
    },
    auth: "platformAdmin",
    body: listOrderSchema,
  },
  async ({ actor, body }) => json(await reorderConsultingTopics(actor, body)),
);
