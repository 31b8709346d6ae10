// The floors of lib (docs/architecture.md#floors-inside-lib), checked by `npm run lint`:
//   npx depcruise app components lib --output-type err
// Arrows may only point down: app → components → lib; inside lib, domain floors 5 → 1 and all of them → platform.
// No import cycle between files or between lib's folders. There is no list of known exceptions: an arrow back
// up fails the lint, and the fix is to move the shared piece down (or pass a function in).

/** Serves every domain and imports none: database, HTTP and the route wrapper, server, i18n, formats, cache tags, event counters,
 * rate limiting, sessions and auth, errors, configuration, text and validation helpers, e-mail delivery, record numbers. */
const PLATFORM =
  "^lib/(db|http|server|i18n|format|cache|rate-limit|insight-counters|auth|text|client|analytics|records|health|email)/|^lib/(errors|config|validation-messages|service-context|consent|text-fields|honorifics)[.]ts$";
/** Floor 1, reference data: topics, places, the question catalogue, legal texts, images, profile links. */
const REFERENCE = "^lib/(topics|geo|geocoding|question-catalogue|content|attachments|profile-links)/";
/** Floor 2, the records of people: consultants (with their stored figures), companies, registrations, sales agents, contact addresses, billing. */
const RECORDS = "^lib/(consultants|companies|registrations|sales-agents|contact-email|billing)/";
/** Floor 3, evaluations: rating, confirming, holds, publishing; the questionnaire a customer answers; invitations to rate;
 * the record of moderation decisions about them and its statements of reasons (a confirmation records its holds). */
const EVALUATIONS = "^lib/(evaluations|rating-questionnaire|invitations|moderation-decisions)/";
/** Floor 4, read models: search and ranking, statistics, insights, compare, SEO, seal, reviews widget, QR card, transparency figures. */
const READ_MODELS = "^lib/(search|stats|insights|compare|seo|seal|widget|qr-card|transparency)/";
/** Floor 5, what acts on all of them: the account and its lead inbox, moderation, disputes, the OpenAPI document,
 * the public profile pages' loaders (one per page, reading every floor below), the scheduled jobs.
 * No folder per role: an administration's services live in the domain they act on. */
const TOP = "^lib/(account|inbox|moderation|disputes|openapi|public-pages|jobs)/";

const above = (...floors) => ({ path: floors.join("|") });

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-file-cycle", severity: "error", comment: "Two modules that import each other: move the shared piece down.", from: {}, to: { circular: true } },
    {
      name: "no-folder-cycle",
      severity: "error",
      scope: "folder",
      comment: "Two lib folders that import each other: one of them holds something of the other's floor.",
      from: { path: "^lib/" },
      to: { circular: true },
    },
    { name: "components-not-to-app", severity: "error", from: { path: "^components/" }, to: { path: "^app/" } },
    { name: "lib-not-to-ui", severity: "error", from: { path: "^lib/" }, to: { path: "^(app|components)/" } },
    {
      name: "platform-not-to-domain",
      severity: "error",
      comment: "Platform code serves every domain and imports none: pass the domain's function in, or move the piece down.",
      from: { path: PLATFORM },
      to: { path: "^lib/", pathNot: [PLATFORM, "^lib/db/generated/"] },
    },
    { name: "reference-not-up", severity: "error", from: { path: REFERENCE }, to: above(RECORDS, EVALUATIONS, READ_MODELS, TOP) },
    { name: "records-not-up", severity: "error", from: { path: RECORDS }, to: above(EVALUATIONS, READ_MODELS, TOP) },
    { name: "evaluations-not-up", severity: "error", from: { path: EVALUATIONS }, to: above(READ_MODELS, TOP) },
    { name: "read-models-not-up", severity: "error", from: { path: READ_MODELS }, to: above(TOP) },
    {
      name: "lib-folder-has-a-floor",
      severity: "error",
      comment: "A new lib folder or top-level module: give it a floor in .dependency-cruiser.cjs and docs/architecture.md.",
      from: { path: "^lib/", pathNot: [PLATFORM, REFERENCE, RECORDS, EVALUATIONS, READ_MODELS, TOP, "^lib/db/generated/"] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^lib/db/generated/|^[.]next" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
