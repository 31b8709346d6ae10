// GET/POST /api/consultingTopic, GET/PUT/DELETE /api/consultingTopic/{id}, PUT /api/consultingTopic/order. Everybody reads the active
// topics; platform administrators read all and write.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { assertPlatformAdmin, isPlatformAdmin } from "@/lib/auth/platform-admin";
import { notFound } from "@/lib/errors";
import { applyOrder } from "./apply-order";
import type { ConsultingTopicData, ListOrder } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";

const select = { id: true, key: true, name: true, description: true, icon: true, sortOrder: true, active: true } as const;

export async function listConsultingTopics(actor: Actor) {
  return db().consultingTopic.findMany({ where: isPlatformAdmin(actor) ? {} : { active: true }, select, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

export async function getConsultingTopic(actor: Actor, id: number) {
  const topic = await db().consultingTopic.findUnique({ where: { id }, select });
  if (!topic || (!topic.active && !isPlatformAdmin(actor))) throw notFound("consulting topic");
  return topic;
}

export async function createConsultingTopic(actor: Actor, input: ConsultingTopicData) {
  assertPlatformAdmin(actor);
  const created = await db().$transaction(async (tx) => {
    const last = await tx.consultingTopic.aggregate({ _max: { sortOrder: true } });
    return tx.consultingTopic.create({ data: { ...input, sortOrder: input.sortOrder ?? (last._max.sortOrder ?? -10) + 10 }, select });
  });
  // An active topic appears in the search forms and filters at once.
  await expireChanged({ topics: true });
  return created;
}

export async function updateConsultingTopic(actor: Actor, id: number, input: ConsultingTopicData) {
  assertPlatformAdmin(actor);
  await getConsultingTopic(actor, id);
  // The position is left alone: a form opened before somebody reordered must not undo it.
  const { sortOrder: _position, ...data } = input;
  const updated = await db().consultingTopic.update({ where: { id }, data, select });
  await expireChanged({ topics: true });
  return updated;
}

export async function deleteConsultingTopic(actor: Actor, id: number) {
  assertPlatformAdmin(actor);
  await getConsultingTopic(actor, id);
  await db().consultingTopic.delete({ where: { id } });
  await expireChanged({ topics: true });
}

/** PUT /api/consultingTopic/order: the complete new order in one transaction. */
export async function reorderConsultingTopics(actor: Actor, order: ListOrder) {
  assertPlatformAdmin(actor);
  await db().$transaction((tx) => applyOrder(tx, "ConsultingTopic", order.ids));
  // Consultant pages list their topics in this order.
  await expireChanged({ topics: true });
  return listConsultingTopics(actor);
}
