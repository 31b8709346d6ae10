-- Insights without tracking (issue 32, docs/product-rules.md#insights): aggregate counters per consultant,
-- Swiss day and kind of event. Nothing about the visitor is stored: no cookie, no identifier, no address.
CREATE TYPE "InsightKind" AS ENUM (
  'profileView', 'searchAppearance', 'contactMessage', 'phoneClick', 'emailClick', 'websiteClick', 'bookingClick',
  'ratingLinkCommon', 'ratingLinkCoded', 'ratingLinkQr', 'sealLoad', 'widgetLoad',
  'invitationSent', 'invitationDelivered', 'invitationRated', 'invitationUnsubscribed', 'invitationBounced'
);

CREATE TABLE "InsightCounter" (
  "consultantId" INTEGER NOT NULL,
  "day" DATE NOT NULL,
  "kind" "InsightKind" NOT NULL,
  "n" INTEGER NOT NULL,
  CONSTRAINT "InsightCounter_pkey" PRIMARY KEY ("consultantId", "day", "kind"),
  CONSTRAINT "InsightCounter_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- The peer median reads one day range over many consultants; the retention job deletes by day.
CREATE INDEX "InsightCounter_day_idx" ON "InsightCounter"("day");

-- An invitation's delivery or bounce is counted by its message id (lib/email/deliver-pending.ts).
CREATE INDEX "ReviewInvitation_messageId_idx" ON "ReviewInvitation"("messageId");
