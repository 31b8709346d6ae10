-- Review invitations by e-mail (lib/invitations): one row per invited address, each owning one
-- verification code (so the rating is mandate-confirmed) and one unsubscribe token (stored hashed).
-- EmailUnsubscribe keeps only sha256 of the normalised address of those who opted out: enough to
-- refuse them for every consultant, nothing to mail them with.
CREATE TABLE "ReviewInvitation" (
    "id" UUID NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "emailKey" VARCHAR(254) NOT NULL,
    "emailKeyHash" CHAR(64) NOT NULL,
    "recipientName" VARCHAR(200),
    "locale" VARCHAR(5) NOT NULL,
    "verificationCodeId" INTEGER NOT NULL,
    "unsubscribeTokenHash" CHAR(64) NOT NULL,
    "messageId" UUID NOT NULL,
    "reminderMessageId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "remindedAt" TIMESTAMPTZ(3),
    CONSTRAINT "ReviewInvitation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "ReviewInvitation_verificationCodeId_key" ON "ReviewInvitation"("verificationCodeId");
CREATE UNIQUE INDEX "ReviewInvitation_unsubscribeTokenHash_key" ON "ReviewInvitation"("unsubscribeTokenHash");
CREATE INDEX "ReviewInvitation_consultantId_createdAt_idx" ON "ReviewInvitation"("consultantId", "createdAt" DESC);
CREATE INDEX "ReviewInvitation_consultantId_emailKey_idx" ON "ReviewInvitation"("consultantId", "emailKey");
CREATE INDEX "ReviewInvitation_emailKeyHash_idx" ON "ReviewInvitation"("emailKeyHash");
CREATE INDEX "ReviewInvitation_createdAt_idx" ON "ReviewInvitation"("createdAt");

ALTER TABLE "ReviewInvitation" ADD CONSTRAINT "ReviewInvitation_consultantId_fkey"
    FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReviewInvitation" ADD CONSTRAINT "ReviewInvitation_verificationCodeId_fkey"
    FOREIGN KEY ("verificationCodeId") REFERENCES "VerificationCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "EmailUnsubscribe" (
    "emailKeyHash" CHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EmailUnsubscribe_pkey" PRIMARY KEY ("emailKeyHash")
);
