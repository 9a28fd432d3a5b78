ALTER TABLE "sign_in_attempts" ADD COLUMN "kind" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_kind_check" CHECK ("sign_in_attempts"."kind" in ('sign-in', 'pin', 'claim-code', 'sign-up'));--> statement-breakpoint
-- PIN attempts were told apart by their identifier alone.
UPDATE "sign_in_attempts" SET "kind" = 'pin' WHERE "identifier" LIKE 'pin:%';
