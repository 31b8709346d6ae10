// GET/POST /api/questionDefinition, GET/PUT/DELETE /api/questionDefinition/{id}, PUT /api/questionDefinition/order. The questionnaire
// reads the active ones; platform administrators manage them. Editing or deleting never changes
// answers already given: each QuestionResult keeps its questionSnapshot.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { assertPlatformAdmin, isPlatformAdmin } from "@/lib/auth/platform-admin";
import { AppError, notFound } from "@/lib/errors";
import { applyOrder } from "@/lib/topics/apply-order";
import type { ListOrder } from "@/lib/topics/schema";
import type { QuestionDefinitionData } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";

const include = {
  options: { select: { id: true, text: true, points: true, sortOrder: true }, orderBy: [{ sortOrder: "asc" as const }, { id: "asc" as const }] },
  ratingCategory: { select: { id: true, key: true, name: true } },
};

export async function listQuestionDefinitions(actor: Actor) {
  return db().questionDefinition.findMany({ where: isPlatformAdmin(actor) ? {} : { active: true }, include, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
}

export async function getQuestionDefinition(actor: Actor, id: number) {
  const q = await db().questionDefinition.findUnique({ where: { id }, include });
  if (!q || (!q.active && !isPlatformAdmin(actor))) throw notFound("question definition");
  return q;
}

export async function createQuestionDefinition(actor: Actor, input: QuestionDefinitionData) {
  assertPlatformAdmin(actor);
  const { options, ...data } = input;
  const created = await db().$transaction(async (tx) => {
    await assertCategory(tx, data.ratingCategoryId);
    const last = await tx.questionDefinition.aggregate({ _max: { sortOrder: true } });
    return tx.questionDefinition.create({
      data: {
        ...nullableJson({ ...data, sortOrder: data.sortOrder ?? (last._max.sortOrder ?? -10) + 10 }),
        options: { create: options.map((o, i) => ({ text: o.text, points: o.points, sortOrder: i })) },
      },
      select: { id: true },
    });
  });
  // The consultant pages show the answers with the questions' texts.
  await expireChanged({ questions: true });
  return getQuestionDefinition(actor, created.id);
}

export async function updateQuestionDefinition(actor: Actor, id: number, input: QuestionDefinitionData) {
  assertPlatformAdmin(actor);
  const { options, ...data } = input;
  await db().$transaction(async (tx) => {
    const existing = await tx.questionDefinition.findUnique({ where: { id }, select: { options: { select: { id: true } } } });
    if (!existing) throw notFound("question definition");
    await assertCategory(tx, data.ratingCategoryId);
    const known = new Set(existing.options.map((o) => o.id));
    const unknown = options.map((o, i) => [o.id, i] as const).filter(([oid]) => oid !== undefined && !known.has(oid));
    if (unknown.length) {
      throw new AppError("validation", "Unknown options.", {
        invalidParams: unknown.map(([, i]) => ({ pointer: `/options/${i}/id`, message: "not an option of this question" })),
      });
    }
    const kept = options.filter((o) => o.id !== undefined).map((o) => o.id as number);
    // Results that chose a removed option keep their snapshot; selectedOptionId becomes null.
    await tx.questionOption.deleteMany({ where: { questionDefinitionId: id, id: { notIn: kept } } });
    for (const [i, o] of options.entries()) {
      if (o.id !== undefined) await tx.questionOption.update({ where: { id: o.id }, data: { text: o.text, points: o.points, sortOrder: i } });
      else await tx.questionOption.create({ data: { questionDefinitionId: id, text: o.text, points: o.points, sortOrder: i } });
    }
    // The position is left alone: a form opened before somebody reordered must not undo it.
    const { sortOrder: _position, ...fields } = data;
    await tx.questionDefinition.update({ where: { id }, data: nullableJson(fields) });
  });
  await expireChanged({ questions: true });
  return getQuestionDefinition(actor, id);
}

export async function deleteQuestionDefinition(actor: Actor, id: number) {
  assertPlatformAdmin(actor);
  await getQuestionDefinition(actor, id);
  await db().questionDefinition.delete({ where: { id } });
  await expireChanged({ questions: true });
}

/** PUT /api/questionDefinition/order: the complete new order of the questionnaire in one transaction. */
export async function reorderQuestionDefinitions(actor: Actor, order: ListOrder) {
  assertPlatformAdmin(actor);
  await db().$transaction((tx) => applyOrder(tx, "QuestionDefinition", order.ids));
  await expireChanged({ questions: true });
  return listQuestionDefinitions(actor);
}

type Tx = Prisma.TransactionClient;

async function assertCategory(tx: Tx, id: number | null) {
  if (id === null) return;
  const found = await tx.ratingCategory.findUnique({ where: { id }, select: { id: true } });
  if (!found)
    throw new AppError("validation", "Unknown rating category.", { invalidParams: [{ pointer: "/ratingCategoryId", message: "unknown rating category" }] });
}

/** Prisma needs DbNull for a JSON column set to SQL NULL. */
function nullableJson<T extends { description: unknown; customerHint: unknown; prefix: unknown; suffix: unknown }>(data: T) {
  return {
    ...data,
    description: data.description ?? Prisma.DbNull,
    customerHint: data.customerHint ?? Prisma.DbNull,
    prefix: data.prefix ?? Prisma.DbNull,
    suffix: data.suffix ?? Prisma.DbNull,
  };
}
