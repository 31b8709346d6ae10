// Who is owed a statement of reasons (docs/product-rules.md#due-process), and the client messages of a
// dialog island that carry only their part of a namespace.
import { describe, expect, it } from "vitest";
import { statementRecipients } from "@/lib/moderation-decisions/record-decision";
import { pick } from "@/lib/i18n/client-messages";

describe("statement recipients", () => {
  it("the review's author is told every restriction and every lifting of one", () => {
    for (const outcome of ["held", "released", "hidden", "removed", "restored"] as const) {
      expect(statementRecipients({ subject: "review", outcome, source: "moderator" })).toEqual(["reviewer"]);
    }
    expect(statementRecipients({ subject: "review", outcome: "held", source: "rule" })).toEqual(["reviewer"]);
  });

  it("a review kept or checked on a moderator's or a visitor's initiative tells nobody; a contest tells both sides", () => {
    expect(statementRecipients({ subject: "review", outcome: "kept", source: "notice" })).toEqual([]);
    expect(statementRecipients({ subject: "review", outcome: "checked", source: "moderator" })).toEqual([]);
    expect(statementRecipients({ subject: "review", outcome: "kept", source: "consultant" })).toEqual(["reviewer", "consultant"]);
    expect(statementRecipients({ subject: "review", outcome: "hidden", source: "deadline" })).toEqual(["reviewer", "consultant"]);
    expect(statementRecipients({ subject: "review", outcome: "restored", source: "appeal" })).toEqual(["reviewer", "consultant"]);
    // A dispute screened out never reached the author.
    expect(statementRecipients({ subject: "review", outcome: "disputeRejected", source: "consultant" })).toEqual(["consultant"]);
  });

  it("the consultant is told about their own comment and profile", () => {
    expect(statementRecipients({ subject: "comment", outcome: "hidden", source: "notice" })).toEqual(["consultant"]);
    expect(statementRecipients({ subject: "profile", outcome: "removed", source: "moderator" })).toEqual(["consultant"]);
  });
});

describe("client messages", () => {
  it("a dotted namespace sends only its part", () => {
    const messages = { common: { close: "Close" }, moderation: { notice: { title: "Report" }, mail: { subject: "long" } } };
    expect(pick(messages, ["common", "moderation.notice"])).toEqual({ common: { close: "Close" }, moderation: { notice: { title: "Report" } } });
    expect(pick(messages, ["moderation.notice", "moderation.missing"])).toEqual({ moderation: { notice: { title: "Report" } } });
  });
});
