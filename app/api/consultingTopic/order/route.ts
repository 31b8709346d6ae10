import { createRouteHandler, json } from "@/lib/http/route";
import { reorderConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { listOrderSchema } from "@/lib/topics/schema";

export const dynamic = "force-dynamic";

// PUT /api/consultingTopic/order – the complete new order of all topics, applied atomically (platform administrators)
export const PUT = createRouteHandler({ auth: "platformAdmin", body: listOrderSchema }, async ({ actor, body }) =>
  json(await reorderConsultingTopics(actor, body)),
);
