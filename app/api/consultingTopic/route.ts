import { createRouteHandler, created, json } from "@/lib/http/route";
import { createConsultingTopic, listConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { consultingTopicSchema } from "@/lib/topics/schema";
import { z } from "zod";
import { consultingTopicResponse } from "@/lib/openapi/responses";

export const dynamic = "force-dynamic";

// GET /api/consultingTopic – active topics (all for platform administrators)
export const GET = createRouteHandler(
  { doc: { summary: "Active topics", tag: "consulting topics", access: "anyone", response: z.array(consultingTopicResponse) } },
  async ({ actor }) => json(await listConsultingTopics(actor)),
);

// POST /api/consultingTopic – create a topic (platform administrators)
export const POST = createRouteHandler(
  {
    doc: { summary: "Create a topic", tag: "consulting topics", success: { status: 201, description: "Created" }, response: consultingTopicResponse },
    auth: "platformAdmin",
    body: consultingTopicSchema,
  },
  async ({ actor, body }) => {
    const topic = await createConsultingTopic(actor, body);
    return created(topic, `/api/consultingTopic/${topic.id}`);
  },
);
