-- The forbidden pairs and requested byes reference entries by (tournament, id): the key first.
ALTER TABLE "entries" ADD CONSTRAINT "entries_tournament_id_unique" UNIQUE("tournament_id","id");--> statement-breakpoint
CREATE TABLE "swiss_forbidden_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swiss_forbidden_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"entry1_id" integer NOT NULL,
	"entry2_id" integer NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swiss_forbidden_pairs_distinct_check" CHECK ("swiss_forbidden_pairs"."entry1_id" <> "swiss_forbidden_pairs"."entry2_id"),
	CONSTRAINT "swiss_forbidden_pairs_reason_check" CHECK ("swiss_forbidden_pairs"."reason" is null or length(trim("swiss_forbidden_pairs"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "swiss_requested_byes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swiss_requested_byes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"round" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"points" double precision NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swiss_requested_byes_entry_round_unique" UNIQUE("entry_id","round"),
	CONSTRAINT "swiss_requested_byes_round_check" CHECK ("swiss_requested_byes"."round" >= 1),
	CONSTRAINT "swiss_requested_byes_points_check" CHECK ("swiss_requested_byes"."points" in (0, 0.5, 1))
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "granted_points" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "swiss_acceleration" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "requested_bye_points" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "swiss_forbidden_pairs" ADD CONSTRAINT "swiss_forbidden_pairs_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_forbidden_pairs" ADD CONSTRAINT "swiss_forbidden_pairs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_forbidden_pairs" ADD CONSTRAINT "swiss_forbidden_pairs_entry1_fk" FOREIGN KEY ("tournament_id","entry1_id") REFERENCES "public"."entries"("tournament_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_forbidden_pairs" ADD CONSTRAINT "swiss_forbidden_pairs_entry2_fk" FOREIGN KEY ("tournament_id","entry2_id") REFERENCES "public"."entries"("tournament_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_requested_byes" ADD CONSTRAINT "swiss_requested_byes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_requested_byes" ADD CONSTRAINT "swiss_requested_byes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swiss_requested_byes" ADD CONSTRAINT "swiss_requested_byes_entry_fk" FOREIGN KEY ("tournament_id","entry_id") REFERENCES "public"."entries"("tournament_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swiss_forbidden_pairs_unique" ON "swiss_forbidden_pairs" USING btree ("tournament_id",least("entry1_id", "entry2_id"),greatest("entry1_id", "entry2_id"));--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_granted_points_check" CHECK ("entries"."granted_points" >= 0 and "entries"."granted_points" * 2 = floor("entries"."granted_points" * 2));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_swiss_acceleration_check" CHECK ("tournaments"."swiss_acceleration" in ('none', 'baku'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_requested_bye_points_check" CHECK ("tournaments"."requested_bye_points" in (0, 0.5, 1));