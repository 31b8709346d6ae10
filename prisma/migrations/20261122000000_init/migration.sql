-- Initial data model (spec section 3). Written by hand in Prisma's format because the
-- Prisma schema engine cannot be downloaded on our machines (docs: toolchain.md);
-- tests/integration/schema-drift.test.ts checks it against prisma/schema.prisma.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "ConsultantState" AS ENUM ('unclaimed', 'active', 'disabled');
CREATE TYPE "CompanyLinkState" AS ENUM ('unlinked', 'requestedByConsultant', 'requestedByCompany', 'accepted', 'administrator');
CREATE TYPE "EvaluationState" AS ENUM ('inReview', 'published');
CREATE TYPE "Honorific" AS ENUM ('mr', 'mrs', 'mx');
CREATE TYPE "NameDisplayStyle" AS ENUM ('fullName', 'givenNameAndFamilyNameInitial', 'givenName');
CREATE TYPE "QuestionType" AS ENUM ('rating', 'scaleRating', 'select', 'text', 'yesNo');
CREATE TYPE "Canton" AS ENUM ('AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH');
CREATE TYPE "Country" AS ENUM ('ch');
CREATE TYPE "ReportReason" AS ENUM ('inappropriateContent', 'falsePresentationOfFacts', 'guidelineViolation', 'suspectedManipulation', 'otherReasons');
CREATE TYPE "ReportStatus" AS ENUM ('open', 'kept', 'hidden');
CREATE TYPE "EmailTemplate" AS ENUM ('DefaultText', 'DefaultCallToAction');
CREATE TYPE "EmailStatus" AS ENUM ('pending', 'sent', 'failed');
CREATE TYPE "SubscriptionStatus" AS ENUM ('trialing', 'active', 'pastDue', 'unpaid', 'canceled', 'incomplete', 'incompleteExpired', 'paused');

-- CreateTable
CREATE TABLE "Attachment" (
    "id" UUID NOT NULL,
    "fileName" VARCHAR(255) NOT NULL,
    "mediaType" VARCHAR(50) NOT NULL,
    "data" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Attachment_mediaType_check" CHECK ("mediaType" IN ('image/jpeg', 'image/png')),
    CONSTRAINT "Attachment_size_check" CHECK ("size" > 0 AND "size" <= 2097152)
);

CREATE TABLE "Company" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "streetName" VARCHAR(200) NOT NULL,
    "streetNumber" VARCHAR(20) NOT NULL,
    "postalCode" VARCHAR(4) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "canton" "Canton" NOT NULL,
    "country" "Country" NOT NULL DEFAULT 'ch',
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(40),
    "introduction" VARCHAR(1000),
    "logoAttachmentId" UUID,
    "websiteUrl" VARCHAR(500),
    "linkedInUrl" VARCHAR(500),
    "twitterUrl" VARCHAR(500),
    "facebookUrl" VARCHAR(500),
    "instagramUrl" VARCHAR(500),
    "whatsAppUrl" VARCHAR(500),
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "ratingAverage" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Company_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Company_postalCode_check" CHECK ("postalCode" ~ '^[1-9][0-9]{3}$'),
    CONSTRAINT "Company_rating_check" CHECK ("ratingAverage" BETWEEN 0 AND 5 AND "ratingCount" >= 0)
);

CREATE TABLE "Consultant" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "email" VARCHAR(254),
    "honorific" "Honorific" NOT NULL,
    "title" VARCHAR(100),
    "givenName" VARCHAR(100) NOT NULL,
    "familyName" VARCHAR(100) NOT NULL,
    "streetName" VARCHAR(200) NOT NULL,
    "streetNumber" VARCHAR(20) NOT NULL,
    "postalCode" VARCHAR(4) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "canton" "Canton" NOT NULL,
    "country" "Country" NOT NULL DEFAULT 'ch',
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "publicEmail" VARCHAR(254) NOT NULL,
    "phoneCellular" VARCHAR(40),
    "websiteUrl" VARCHAR(500),
    "youTubeUrl" VARCHAR(500),
    "linkedInUrl" VARCHAR(500),
    "twitterUrl" VARCHAR(500),
    "facebookUrl" VARCHAR(500),
    "instagramUrl" VARCHAR(500),
    "whatsAppUrl" VARCHAR(500),
    "introduction" VARCHAR(1000),
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "qualifications" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "photoAttachmentId" UUID,
    "state" "ConsultantState" NOT NULL DEFAULT 'unclaimed',
    "companyId" INTEGER,
    "companyLinkState" "CompanyLinkState" NOT NULL DEFAULT 'unlinked',
    "acceptsPrivacyPolicy" BOOLEAN NOT NULL DEFAULT false,
    "termsAndConditions" BOOLEAN NOT NULL DEFAULT false,
    "calensoToken" VARCHAR(200),
    "calensoWorkerId" VARCHAR(100),
    "ratingAverage" DECIMAL(3,2) NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "evaluationCount" INTEGER NOT NULL DEFAULT 0,
    "trialEndsAt" TIMESTAMPTZ(3),
    "salesAgentId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Consultant_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Consultant_postalCode_check" CHECK ("postalCode" ~ '^[1-9][0-9]{3}$'),
    CONSTRAINT "Consultant_rating_check" CHECK ("ratingAverage" BETWEEN 0 AND 5 AND "ratingCount" >= 0 AND "evaluationCount" >= "ratingCount"),
    CONSTRAINT "Consultant_languages_check" CHECK ("languages" <@ ARRAY['de','fr','it','en','sr','hr','sq','pt','es','tr','ta','ar','nl','ru','zh','th','ku','mk']::TEXT[]),
    CONSTRAINT "Consultant_tags_check" CHECK (array_position("tags", '') IS NULL),
    -- A company link state other than unlinked needs a company, and a company needs a link state.
    CONSTRAINT "Consultant_company_link_check" CHECK (("companyId" IS NULL) = ("companyLinkState" = 'unlinked'))
);

CREATE TABLE "ConsultingTopic" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(50) NOT NULL,
    "name" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "icon" VARCHAR(100) NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "ConsultingTopic_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ConsultantTopic" (
    "consultantId" INTEGER NOT NULL,
    "consultingTopicId" INTEGER NOT NULL,
    CONSTRAINT "ConsultantTopic_pkey" PRIMARY KEY ("consultantId","consultingTopicId")
);

CREATE TABLE "RatingCategory" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(50) NOT NULL,
    "name" JSONB NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "RatingCategory_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "QuestionDefinition" (
    "id" SERIAL NOT NULL,
    "type" "QuestionType" NOT NULL,
    "text" JSONB NOT NULL,
    "description" JSONB,
    "customerHint" JSONB,
    "required" BOOLEAN NOT NULL DEFAULT true,
    "prefix" VARCHAR(50),
    "suffix" VARCHAR(50),
    "ratingCategoryId" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "QuestionDefinition_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "QuestionOption" (
    "id" SERIAL NOT NULL,
    "questionDefinitionId" INTEGER NOT NULL,
    "text" JSONB NOT NULL,
    "points" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "QuestionOption_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "QuestionOption_points_check" CHECK ("points" BETWEEN 0 AND 100)
);

CREATE TABLE "Evaluation" (
    "id" UUID NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "dateOfCreation" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state" "EvaluationState" NOT NULL DEFAULT 'inReview',
    "releaseAt" TIMESTAMPTZ(3) NOT NULL,
    "publishedAt" TIMESTAMPTZ(3),
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "editTokenHash" CHAR(64) NOT NULL,
    "customerHonorific" "Honorific" NOT NULL,
    "customerGivenName" VARCHAR(100) NOT NULL,
    "customerFamilyName" VARCHAR(100) NOT NULL,
    "customerEmail" VARCHAR(254) NOT NULL,
    "nameDisplayStyle" "NameDisplayStyle" NOT NULL,
    "language" VARCHAR(5) NOT NULL,
    "comment" VARCHAR(500),
    "privacyPolicyAndTermsAndConditions" BOOLEAN NOT NULL,
    "overallRating" DECIMAL(3,2) NOT NULL,
    "consultantComment" VARCHAR(500),
    "consultantCommentDate" TIMESTAMPTZ(3),
    "hiddenAt" TIMESTAMPTZ(3),
    "hiddenReason" VARCHAR(500),
    CONSTRAINT "Evaluation_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Evaluation_overallRating_check" CHECK ("overallRating" BETWEEN 1 AND 5),
    CONSTRAINT "Evaluation_agreement_check" CHECK ("privacyPolicyAndTermsAndConditions"),
    CONSTRAINT "Evaluation_published_check" CHECK (("state" = 'published') = ("publishedAt" IS NOT NULL)),
    CONSTRAINT "Evaluation_email_lower_check" CHECK ("customerEmail" = lower("customerEmail")),
    CONSTRAINT "Evaluation_hidden_check" CHECK (("hiddenAt" IS NULL) = ("hiddenReason" IS NULL)),
    CONSTRAINT "Evaluation_comment_date_check" CHECK (("consultantComment" IS NULL) = ("consultantCommentDate" IS NULL))
);

CREATE TABLE "EvaluationTopic" (
    "evaluationId" UUID NOT NULL,
    "consultingTopicId" INTEGER NOT NULL,
    CONSTRAINT "EvaluationTopic_pkey" PRIMARY KEY ("evaluationId","consultingTopicId")
);

CREATE TABLE "EvaluationRating" (
    "evaluationId" UUID NOT NULL,
    "ratingCategoryId" INTEGER NOT NULL,
    "value" DECIMAL(3,2) NOT NULL,
    CONSTRAINT "EvaluationRating_pkey" PRIMARY KEY ("evaluationId","ratingCategoryId"),
    CONSTRAINT "EvaluationRating_value_check" CHECK ("value" BETWEEN 1 AND 5)
);

CREATE TABLE "QuestionResult" (
    "id" SERIAL NOT NULL,
    "evaluationId" UUID NOT NULL,
    "questionDefinitionId" INTEGER,
    "selectedOptionId" INTEGER,
    "points" INTEGER NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "textValue" VARCHAR(1000),
    "questionSnapshot" JSONB NOT NULL,
    CONSTRAINT "QuestionResult_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "QuestionResult_points_check" CHECK ("points" >= 0)
);

CREATE TABLE "VerificationCode" (
    "id" SERIAL NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "codeHash" CHAR(64) NOT NULL,
    "issuedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "spentAt" TIMESTAMPTZ(3),
    "evaluationId" UUID,
    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EvaluationReport" (
    "id" SERIAL NOT NULL,
    "evaluationId" UUID NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "comment" VARCHAR(500),
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "decisionReason" VARCHAR(500),
    "decidedAt" TIMESTAMPTZ(3),
    "decidedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EvaluationReport_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "EvaluationReport_comment_check" CHECK ("reason" <> 'otherReasons' OR length(coalesce("comment", '')) > 0)
);

CREATE TABLE "CommissionLevel" (
    "id" INTEGER NOT NULL,
    "key" VARCHAR(50) NOT NULL,
    "commissionPercent" DECIMAL(5,2) NOT NULL,
    CONSTRAINT "CommissionLevel_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CommissionLevel_id_check" CHECK ("id" BETWEEN 1 AND 5)
);

CREATE TABLE "SalesAgent" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "companyName" VARCHAR(200),
    "salutation" "Honorific" NOT NULL,
    "title" VARCHAR(100),
    "givenName" VARCHAR(100) NOT NULL,
    "middleNames" VARCHAR(100),
    "familyName" VARCHAR(100) NOT NULL,
    "dateOfBirth" DATE NOT NULL,
    "placeOfBirth" VARCHAR(100),
    "dateOfJoining" DATE NOT NULL,
    "streetName" VARCHAR(200) NOT NULL,
    "streetNumber" VARCHAR(20) NOT NULL,
    "postalCode" VARCHAR(4) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(40),
    "phoneCellular" VARCHAR(40),
    "commissionLevelId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "SalesAgent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PricingPlan" (
    "id" VARCHAR(30) NOT NULL,
    "monthlyPriceChf" INTEGER,
    "perUser" BOOLEAN NOT NULL DEFAULT false,
    "highlighted" BOOLEAN NOT NULL DEFAULT false,
    "features" TEXT[],
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "PricingPlan_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PricingPlan_price_check" CHECK ("monthlyPriceChf" IS NULL OR "monthlyPriceChf" > 0)
);

CREATE TABLE "Subscription" (
    "id" SERIAL NOT NULL,
    "consultantId" INTEGER NOT NULL,
    "planId" VARCHAR(30),
    "stripeCustomerId" VARCHAR(100),
    "stripeSubscriptionId" VARCHAR(100),
    "stripePriceId" VARCHAR(100),
    "status" "SubscriptionStatus" NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "monthlyAmountRappen" INTEGER NOT NULL DEFAULT 0,
    "currentPeriodEnd" TIMESTAMPTZ(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "lastInvoiceStatus" VARCHAR(30),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Subscription_amount_check" CHECK ("monthlyAmountRappen" >= 0 AND "quantity" >= 1)
);

CREATE TABLE "StripeEvent" (
    "id" VARCHAR(100) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EmailMessage" (
    "id" UUID NOT NULL,
    "recipientEmail" VARCHAR(254) NOT NULL,
    "recipientName" VARCHAR(200),
    "cc" VARCHAR(254),
    "replyTo" VARCHAR(254),
    "templateName" "EmailTemplate" NOT NULL,
    "locale" VARCHAR(5) NOT NULL,
    "values" JSONB NOT NULL,
    "purpose" VARCHAR(50) NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(1000),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PostalLocality" (
    "id" SERIAL NOT NULL,
    "postalCode" VARCHAR(4) NOT NULL,
    "place" VARCHAR(100) NOT NULL,
    "canton" "Canton" NOT NULL,
    "community" VARCHAR(100) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    CONSTRAINT "PostalLocality_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "RateLimitBucket" (
    "key" VARCHAR(200) NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key","windowStart")
);

CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "emailVerified" TIMESTAMPTZ(3),
    "image" TEXT,
    "roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "disabledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "VerificationToken" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Company_number_key" ON "Company"("number");
CREATE INDEX "Company_postalCode_idx" ON "Company"("postalCode");
CREATE INDEX "Company_name_idx" ON "Company"("name");
CREATE INDEX "Company_ratingAverage_ratingCount_idx" ON "Company"("ratingAverage" DESC, "ratingCount" DESC);
CREATE INDEX "Company_createdAt_idx" ON "Company"("createdAt");
CREATE INDEX "Company_name_trgm_idx" ON "Company" USING GIN (lower("name") gin_trgm_ops);

CREATE UNIQUE INDEX "Consultant_number_key" ON "Consultant"("number");
CREATE UNIQUE INDEX "Consultant_email_lower_key" ON "Consultant"(lower("email"));
CREATE INDEX "Consultant_postalCode_idx" ON "Consultant"("postalCode");
CREATE INDEX "Consultant_state_ratingAverage_ratingCount_idx" ON "Consultant"("state", "ratingAverage" DESC, "ratingCount" DESC);
CREATE INDEX "Consultant_companyId_companyLinkState_idx" ON "Consultant"("companyId", "companyLinkState");
CREATE INDEX "Consultant_familyName_givenName_idx" ON "Consultant"("familyName", "givenName");
CREATE INDEX "Consultant_latitude_longitude_idx" ON "Consultant"("latitude", "longitude");
CREATE INDEX "Consultant_salesAgentId_idx" ON "Consultant"("salesAgentId");
CREATE INDEX "Consultant_createdAt_idx" ON "Consultant"("createdAt");
CREATE INDEX "Consultant_tags_idx" ON "Consultant" USING GIN ("tags");
CREATE INDEX "Consultant_languages_idx" ON "Consultant" USING GIN ("languages");
CREATE INDEX "Consultant_name_trgm_idx" ON "Consultant" USING GIN (lower("givenName" || ' ' || "familyName") gin_trgm_ops);
CREATE INDEX "Consultant_canton_idx" ON "Consultant"("canton");

CREATE UNIQUE INDEX "ConsultingTopic_key_key" ON "ConsultingTopic"("key");
CREATE INDEX "ConsultantTopic_consultingTopicId_consultantId_idx" ON "ConsultantTopic"("consultingTopicId", "consultantId");
CREATE UNIQUE INDEX "RatingCategory_key_key" ON "RatingCategory"("key");
CREATE INDEX "QuestionDefinition_active_sortOrder_idx" ON "QuestionDefinition"("active", "sortOrder");
CREATE INDEX "QuestionOption_questionDefinitionId_sortOrder_idx" ON "QuestionOption"("questionDefinitionId", "sortOrder");

CREATE INDEX "Evaluation_consultantId_state_dateOfCreation_idx" ON "Evaluation"("consultantId", "state", "dateOfCreation" DESC);
CREATE INDEX "Evaluation_consultantId_customerEmail_idx" ON "Evaluation"("consultantId", "customerEmail");
CREATE INDEX "Evaluation_dateOfCreation_idx" ON "Evaluation"("dateOfCreation");
-- The release job scans only what is still waiting.
CREATE INDEX "Evaluation_releaseAt_inReview_idx" ON "Evaluation"("releaseAt") WHERE "state" = 'inReview';
CREATE INDEX "EvaluationTopic_consultingTopicId_idx" ON "EvaluationTopic"("consultingTopicId");
CREATE INDEX "EvaluationRating_ratingCategoryId_idx" ON "EvaluationRating"("ratingCategoryId");
CREATE UNIQUE INDEX "QuestionResult_evaluationId_questionDefinitionId_key" ON "QuestionResult"("evaluationId", "questionDefinitionId");
CREATE INDEX "QuestionResult_questionDefinitionId_idx" ON "QuestionResult"("questionDefinitionId");
CREATE UNIQUE INDEX "VerificationCode_codeHash_key" ON "VerificationCode"("codeHash");
CREATE UNIQUE INDEX "VerificationCode_evaluationId_key" ON "VerificationCode"("evaluationId");
CREATE INDEX "VerificationCode_consultantId_issuedAt_idx" ON "VerificationCode"("consultantId", "issuedAt");
CREATE INDEX "EvaluationReport_status_createdAt_idx" ON "EvaluationReport"("status", "createdAt");
CREATE INDEX "EvaluationReport_evaluationId_idx" ON "EvaluationReport"("evaluationId");

CREATE UNIQUE INDEX "CommissionLevel_key_key" ON "CommissionLevel"("key");
CREATE UNIQUE INDEX "SalesAgent_number_key" ON "SalesAgent"("number");
CREATE INDEX "SalesAgent_familyName_givenName_idx" ON "SalesAgent"("familyName", "givenName");
CREATE INDEX "SalesAgent_postalCode_idx" ON "SalesAgent"("postalCode");

CREATE UNIQUE INDEX "Subscription_consultantId_key" ON "Subscription"("consultantId");
CREATE UNIQUE INDEX "Subscription_stripeCustomerId_key" ON "Subscription"("stripeCustomerId");
CREATE UNIQUE INDEX "Subscription_stripeSubscriptionId_key" ON "Subscription"("stripeSubscriptionId");
CREATE INDEX "Subscription_status_idx" ON "Subscription"("status");

CREATE INDEX "EmailMessage_status_nextAttemptAt_idx" ON "EmailMessage"("status", "nextAttemptAt");
CREATE INDEX "EmailMessage_createdAt_idx" ON "EmailMessage"("createdAt");

CREATE UNIQUE INDEX "PostalLocality_postalCode_place_key" ON "PostalLocality"("postalCode", "place");
CREATE INDEX "PostalLocality_place_idx" ON "PostalLocality"("place");
CREATE INDEX "RateLimitBucket_windowStart_idx" ON "RateLimitBucket"("windowStart");

CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE INDEX "Account_userId_idx" ON "Account"("userId");
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");
CREATE UNIQUE INDEX "Session_sessionToken_key" ON "Session"("sessionToken");
CREATE INDEX "Session_userId_idx" ON "Session"("userId");
CREATE UNIQUE INDEX "VerificationToken_token_key" ON "VerificationToken"("token");
CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON "VerificationToken"("identifier", "token");

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_logoAttachmentId_fkey" FOREIGN KEY ("logoAttachmentId") REFERENCES "Attachment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Consultant" ADD CONSTRAINT "Consultant_photoAttachmentId_fkey" FOREIGN KEY ("photoAttachmentId") REFERENCES "Attachment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Consultant" ADD CONSTRAINT "Consultant_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Consultant" ADD CONSTRAINT "Consultant_salesAgentId_fkey" FOREIGN KEY ("salesAgentId") REFERENCES "SalesAgent"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "ConsultantTopic" ADD CONSTRAINT "ConsultantTopic_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ConsultantTopic" ADD CONSTRAINT "ConsultantTopic_consultingTopicId_fkey" FOREIGN KEY ("consultingTopicId") REFERENCES "ConsultingTopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuestionDefinition" ADD CONSTRAINT "QuestionDefinition_ratingCategoryId_fkey" FOREIGN KEY ("ratingCategoryId") REFERENCES "RatingCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "QuestionOption" ADD CONSTRAINT "QuestionOption_questionDefinitionId_fkey" FOREIGN KEY ("questionDefinitionId") REFERENCES "QuestionDefinition"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Evaluation" ADD CONSTRAINT "Evaluation_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationTopic" ADD CONSTRAINT "EvaluationTopic_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationTopic" ADD CONSTRAINT "EvaluationTopic_consultingTopicId_fkey" FOREIGN KEY ("consultingTopicId") REFERENCES "ConsultingTopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationRating" ADD CONSTRAINT "EvaluationRating_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationRating" ADD CONSTRAINT "EvaluationRating_ratingCategoryId_fkey" FOREIGN KEY ("ratingCategoryId") REFERENCES "RatingCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuestionResult" ADD CONSTRAINT "QuestionResult_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuestionResult" ADD CONSTRAINT "QuestionResult_questionDefinitionId_fkey" FOREIGN KEY ("questionDefinitionId") REFERENCES "QuestionDefinition"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "QuestionResult" ADD CONSTRAINT "QuestionResult_selectedOptionId_fkey" FOREIGN KEY ("selectedOptionId") REFERENCES "QuestionOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "VerificationCode" ADD CONSTRAINT "VerificationCode_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "VerificationCode" ADD CONSTRAINT "VerificationCode_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "EvaluationReport" ADD CONSTRAINT "EvaluationReport_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "Evaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EvaluationReport" ADD CONSTRAINT "EvaluationReport_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SalesAgent" ADD CONSTRAINT "SalesAgent_commissionLevelId_fkey" FOREIGN KEY ("commissionLevelId") REFERENCES "CommissionLevel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_consultantId_fkey" FOREIGN KEY ("consultantId") REFERENCES "Consultant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_planId_fkey" FOREIGN KEY ("planId") REFERENCES "PricingPlan"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Reference data that the schema itself depends on.
INSERT INTO "CommissionLevel" ("id", "key", "commissionPercent") VALUES
    (1, 'juniorSalesAgent', 10.00),
    (2, 'seniorSalesAgent', 12.50),
    (3, 'juniorSalesExpert', 15.00),
    (4, 'seniorSalesExpert', 17.50),
    (5, 'masterSalesExpert', 20.00);
