-- Contact messages go only to public addresses that their owner confirmed by a link (issue 16, item 3).
-- Before this, anybody could type a victim's address as a profile's public e-mail and have the
-- platform mail them whatever the contact form carried.

-- Addresses that existed before this migration were never confirmed: they start unconfirmed, and
-- their messages wait until the owner follows a link (the account page sends one on request).
ALTER TABLE "Consultant" ADD COLUMN "publicEmailConfirmedAt" TIMESTAMPTZ(3);
ALTER TABLE "Company" ADD COLUMN "emailConfirmedAt" TIMESTAMPTZ(3);

-- Every write path that changes an address forgets its confirmation, SQL by hand included: the
-- services also send the new link, but none of them can forget the reset. A change of case only is
-- the same mailbox.
CREATE FUNCTION contact_email_reset_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Consultant' THEN
    IF lower(NEW."publicEmail") IS DISTINCT FROM lower(OLD."publicEmail") THEN
      NEW."publicEmailConfirmedAt" := NULL;
    END IF;
  ELSIF lower(NEW."email") IS DISTINCT FROM lower(OLD."email") THEN
    NEW."emailConfirmedAt" := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Consultant_publicEmail_confirmation" BEFORE UPDATE OF "publicEmail" ON "Consultant"
  FOR EACH ROW EXECUTE FUNCTION contact_email_reset_confirmation();
CREATE TRIGGER "Company_email_confirmation" BEFORE UPDATE OF "email" ON "Company"
  FOR EACH ROW EXECUTE FUNCTION contact_email_reset_confirmation();

CREATE TABLE "ContactEmailConfirmation" (
    "id" UUID NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "consultantId" INTEGER,
    "companyId" INTEGER,
    "email" VARCHAR(254) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactEmailConfirmation_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ContactEmailConfirmation_owner_check" CHECK (("consultantId" IS NULL) <> ("companyId" IS NULL))
);
CREATE UNIQUE INDEX "ContactEmailConfirmation_tokenHash_key" ON "ContactEmailConfirmation"("tokenHash");
CREATE INDEX "ContactEmailConfirmation_consultantId_idx" ON "ContactEmailConfirmation"("consultantId");
CREATE INDEX "ContactEmailConfirmation_companyId_idx" ON "ContactEmailConfirmation"("companyId");
CREATE INDEX "ContactEmailConfirmation_expiresAt_idx" ON "ContactEmailConfirmation"("expiresAt");
ALTER TABLE "ContactEmailConfirmation" ADD CONSTRAINT "ContactEmailConfirmation_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ContactEmailConfirmation" ADD CONSTRAINT "ContactEmailConfirmation_companyId_fkey"
  FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Held messages wait in the outbox under their own status, which the deliverer never claims. The
-- new value cannot be used in this transaction (PostgreSQL), so no index or check below names it.
ALTER TYPE "EmailStatus" ADD VALUE 'held';
-- Only held rows carry an owner (cleared on release), so deleting a profile deletes the messages
-- that can no longer reach anybody and leaves the sent history alone.
ALTER TABLE "EmailMessage" ADD COLUMN "heldForConsultantId" INTEGER, ADD COLUMN "heldForCompanyId" INTEGER;
CREATE INDEX "EmailMessage_heldForConsultantId_idx" ON "EmailMessage"("heldForConsultantId");
CREATE INDEX "EmailMessage_heldForCompanyId_idx" ON "EmailMessage"("heldForCompanyId");
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_heldForConsultantId_fkey"
  FOREIGN KEY ("heldForConsultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_heldForCompanyId_fkey"
  FOREIGN KEY ("heldForCompanyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
