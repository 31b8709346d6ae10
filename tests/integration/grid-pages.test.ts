// The two public grids' loaders (lib/public-pages/consultant-grid-page.ts, company-grid-page.ts): the cards a
// visitor sees for a query string, the filters and sorts applied, and the query the grid's links keep. A broken
// query string shows the default grid. Real PostgreSQL (reference data only: the cards are the ones made here).
import { beforeAll, describe, expect, it } from "vitest";
import { loadCompanyGridPage } from "@/lib/public-pages/company-grid-page";
import { loadConsultantGridPage } from "@/lib/public-pages/consultant-grid-page";
import { insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";

const ctx = setupApiDatabase();
const db = () => ctx.current();

const ids = { topic: 0, anna: 0, berta: 0, disabled: 0, untopical: 0, rated: 0, unrated: 0 };

beforeAll(async () => {
  ids.topic = (
    await db().consultingTopic.create({
      data: { key: "gridTopic", name: { de: "Vorsorge", en: "Pensions", fr: "Prévoyance", it: "Previdenza" }, description: {}, icon: "x" },
    })
  ).id;
  ids.anna = (await insertConsultant(db(), { givenName: "Anna", familyName: "Alpha" })).id;
  ids.berta = (await insertConsultant(db(), { givenName: "Berta", familyName: "Beta", registered: true })).id;
  ids.disabled = (await insertConsultant(db(), { givenName: "Dora", familyName: "Delta", state: "disabled" })).id;
  ids.untopical = (await insertConsultant(db(), { givenName: "Ursula", familyName: "Ohnethema" })).id;
  await db().consultantTopic.createMany({
    data: [ids.anna, ids.berta, ids.disabled].map((consultantId) => ({ consultantId, consultingTopicId: ids.topic })),
  });
  ids.unrated = (await insertCompany(db(), { name: "Aare Beratung AG" })).id;
  ids.rated = (await insertCompany(db(), { name: "Zürich Finanz AG", ratingAverage: 4.5, ratingCount: 2 })).id;
});

describe("the consultants grid's loader", () => {
  it("a topic shows its listed consultants only (not a disabled one), in the chosen order, and the links keep the topic", async () => {
    const page = await loadConsultantGridPage("de", { topic: String(ids.topic), sort: "name" });
    expect(page.cards.map((card) => card.id)).toEqual([ids.anna, ids.berta]);
    expect(page.total).toBe(2);
    expect(page.topicNames.get(ids.topic)).toBe("Vorsorge");
    expect(page.current).toEqual({ sort: "name", topic: String(ids.topic), pageSize: "10" });
  });

  it("'registered' narrows to consultants with a register badge and is kept by the links", async () => {
    const page = await loadConsultantGridPage("de", { topic: String(ids.topic), registered: "true" });
    expect(page.cards.map((card) => card.id)).toEqual([ids.berta]);
    expect(page.current).toEqual({ sort: "rating", topic: String(ids.topic), pageSize: "10", registered: "true" });
  });

  it("a broken query string shows the default grid: every listed consultant, by rating, 10 a page", async () => {
    const page = await loadConsultantGridPage("de", { sort: "bogus", pageSize: "7", page: "-1", topic: "x" });
    expect(page.query).toMatchObject({ sort: "rating", page: 1, pageSize: 10, consultingTopics: [] });
    expect(page.cards.map((card) => card.id).sort()).toEqual([ids.anna, ids.berta, ids.untopical].sort());
    expect(page.current).toEqual({ sort: "rating", topic: undefined, pageSize: "10" });
  });
});

describe("the companies grid's loader", () => {
  it("sorts by rating by default and by name on request; the links keep sort and page size", async () => {
    const byRating = await loadCompanyGridPage({});
    expect(byRating.cards.map((card) => card.id)).toEqual([ids.rated, ids.unrated]);
    expect(byRating.total).toBe(2);
    expect(byRating.current).toEqual({ sort: "rating", pageSize: "10" });
    const byName = await loadCompanyGridPage({ sort: "name", pageSize: "5" });
    expect(byName.cards.map((card) => card.id)).toEqual([ids.unrated, ids.rated]);
    expect(byName.current).toEqual({ sort: "name", pageSize: "5" });
  });

  it("a page past the end is empty but still knows the total; a broken query string shows the default grid", async () => {
    const past = await loadCompanyGridPage({ pageSize: "5", page: "3" });
    expect(past.cards).toEqual([]);
    expect(past.total).toBe(2);
    const broken = await loadCompanyGridPage({ sort: "bogus", pageSize: "7" });
    expect(broken.query).toMatchObject({ sort: "rating", page: 1, pageSize: 10 });
  });
});
