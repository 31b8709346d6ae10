-- The lead inbox (issue 32, docs/product-rules.md#lead-inbox): contact messages kept in the account as
-- conversations, with the answers sent from it. Deleted 12 months after their last message.
CREATE TYPE "ConversationDirection" AS ENUM ('received', 'sent');

CREATE TABLE "Conversation" (
    "id" SERIAL NOT NULL,
    "consultantId" INTEGER,
    "companyId" INTEGER,
    "senderName" VARCHAR(200) NOT NULL,
    "senderEmail" VARCHAR(254) NOT NULL,
    "locale" VARCHAR(5) NOT NULL,
    "readAt" TIMESTAMPTZ(3),
    "answeredAt" TIMESTAMPTZ(3),
    "firstAnswerAt" TIMESTAMPTZ(3),
    "lastMessageAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id"),
    -- One owner: a consultant's or a company's inbox.
    CONSTRAINT "Conversation_one_owner" CHECK (("consultantId" IS NULL) <> ("companyId" IS NULL))
);

CREATE TABLE "ConversationMessage" (
    "id" SERIAL NOT NULL,
    "conversationId" INTEGER NOT NULL,
    "direction" "ConversationDirection" NOT NULL,
    "text" VARCHAR(4000) NOT NULL,
    "authorName" VARCHAR(200),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationMessage_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Conversation_consultantId_createdAt_idx" ON "Conversation"("consultantId", "createdAt" DESC);
CREATE INDEX "Conversation_companyId_createdAt_idx" ON "Conversation"("companyId", "createdAt" DESC);
CREATE INDEX "Conversation_lastMessageAt_idx" ON "Conversation"("lastMessageAt");
CREATE INDEX "ConversationMessage_conversationId_createdAt_idx" ON "ConversationMessage"("conversationId", "createdAt");
-- The account menu's unread count reads only these (lib/inbox/unread-count.ts).
CREATE INDEX "Conversation_unread_consultant_idx" ON "Conversation"("consultantId") WHERE "readAt" IS NULL AND "consultantId" IS NOT NULL;
CREATE INDEX "Conversation_unread_company_idx" ON "Conversation"("companyId") WHERE "readAt" IS NULL AND "companyId" IS NOT NULL;

ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_consultantId_fkey"
  FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_companyId_fkey"
  FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_conversationId_fkey"
  FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
