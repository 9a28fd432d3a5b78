CREATE TABLE "result_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"how" text NOT NULL,
	"winner_slot" integer NOT NULL,
	"wins1" integer NOT NULL,
	"wins2" integer NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "result_adjustments_how_check" CHECK ("result_adjustments"."how" in ('played', 'walkover')),
	CONSTRAINT "result_adjustments_winner_slot_check" CHECK ("result_adjustments"."winner_slot" in (1, 2)),
	CONSTRAINT "result_adjustments_score_check" CHECK ("result_adjustments"."wins1" >= 0 and "result_adjustments"."wins2" >= 0 and "result_adjustments"."draws" >= 0),
	CONSTRAINT "result_adjustments_reason_check" CHECK (length("result_adjustments"."reason") >= 1)
);
--> statement-breakpoint
ALTER TABLE "result_adjustments" ADD CONSTRAINT "result_adjustments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_adjustments" ADD CONSTRAINT "result_adjustments_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_adjustments_one_in_force" ON "result_adjustments" USING btree ("match_id") WHERE "result_adjustments"."withdrawn_at" is null;