import { createRouteHandler, created, json } from "@/lib/http/route";
import { createConsultingTopic, listConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { consultingTopicSchema } from "@/lib/topics/schema";

export const dynamic = "force-dynamic";

// GET /api/consultingTopic – active topics (all for platform administrators)
export const GET = createRouteHandler({}, async ({ actor }) => json(await listConsultingTopics(actor)));

// POST /api/consultingTopic – create a topic (platform administrators)
export const POST = createRouteHandler({ auth: "platformAdmin", body: consultingTopicSchema }, async ({ actor, body }) => {
  const topic = await createConsultingTopic(actor, body);
  return created(topic, `/api/consultingTopic/${topic.id}`);
});
