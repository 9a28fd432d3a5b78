CREATE TABLE "accounts" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"refresh_token" text,
	"access_token" text,
	"expires_at" integer,
	"token_type" text,
	"scope" text,
	"id_token" text,
	"session_state" text,
	CONSTRAINT "accounts_provider_provider_account_id_pk" PRIMARY KEY("provider","provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"tournament_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"seed" integer,
	"checked_in" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"final_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_tournament_player_unique" UNIQUE("tournament_id","player_id"),
	CONSTRAINT "entries_seed_check" CHECK ("entries"."seed" is null or "entries"."seed" >= 1),
	CONSTRAINT "entries_status_check" CHECK ("entries"."status" in ('active', 'eliminated', 'withdrawn')),
	CONSTRAINT "entries_withdrawn_check" CHECK (("entries"."status" = 'withdrawn') = ("entries"."withdrawn_at" is not null)),
	CONSTRAINT "entries_final_rank_check" CHECK ("entries"."final_rank" is null or "entries"."final_rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"number" integer NOT NULL,
	"south_entry_id" integer NOT NULL,
	"first_mover" text NOT NULL,
	"rule_set" text NOT NULL,
	"record" text,
	"move_count" integer,
	"captures_south" integer,
	"captures_north" integer,
	"result" text,
	"end_reason" text,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"dispute_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_number_check" CHECK ("games"."number" >= 1),
	CONSTRAINT "games_first_mover_check" CHECK ("games"."first_mover" in ('south', 'north')),
	CONSTRAINT "games_rule_set_check" CHECK ("games"."rule_set" in ('antigua', 'abapa', 'vari', 'vari-strict')),
	CONSTRAINT "games_result_check" CHECK ("games"."result" in ('south', 'north', 'draw')),
	CONSTRAINT "games_end_reason_check" CHECK ("games"."end_reason" in ('score', 'cycle', 'no-moves', 'resignation', 'loss-on-time', 'forfeit', 'agreed-end')),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('in-progress', 'reported', 'confirmed', 'disputed', 'overridden', 'voided')),
	CONSTRAINT "games_move_count_check" CHECK ("games"."move_count" is null or "games"."move_count" >= 0),
	CONSTRAINT "games_captures_check" CHECK ("games"."captures_south" between 0 and 48 and "games"."captures_north" between 0 and 48 and "games"."captures_south" + "games"."captures_north" <= 48),
	CONSTRAINT "games_outcome_check" CHECK ("games"."status" in ('in-progress', 'voided') or ("games"."result" is not null and "games"."end_reason" is not null and "games"."captures_south" is not null and "games"."captures_north" is not null)),
	CONSTRAINT "games_result_by_count_check" CHECK ("games"."end_reason" is null or "games"."end_reason" not in ('score', 'cycle', 'no-moves') or "games"."result" = case when "games"."captures_south" > "games"."captures_north" then 'south' when "games"."captures_north" > "games"."captures_south" then 'north' else 'draw' end),
	CONSTRAINT "games_score_end_check" CHECK ("games"."end_reason" is distinct from 'score' or "games"."captures_south" >= 25 or "games"."captures_north" >= 25 or ("games"."captures_south" = 24 and "games"."captures_north" = 24)),
	CONSTRAINT "games_verified_check" CHECK (not "games"."verified" or "games"."record" is not null),
	CONSTRAINT "games_dispute_check" CHECK ("games"."status" <> 'disputed' or "games"."dispute_comment" is not null),
	CONSTRAINT "games_confirmed_check" CHECK ("games"."confirmed_by" is null or "games"."confirmed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_id" integer NOT NULL,
	"key" text NOT NULL,
	"bracket" text NOT NULL,
	"group_number" integer,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"source1" jsonb NOT NULL,
	"source2" jsonb NOT NULL,
	"entry1_id" integer,
	"entry2_id" integer,
	"bye1" boolean DEFAULT false NOT NULL,
	"bye2" boolean DEFAULT false NOT NULL,
	"winner_next_match_id" integer,
	"winner_next_slot" integer,
	"loser_next_match_id" integer,
	"loser_next_slot" integer,
	"first_mover_slot" integer,
	"coin_toss_slot" integer,
	"only_if" jsonb,
	"wins1" integer DEFAULT 0,
	"wins2" integer DEFAULT 0,
	"draws" integer DEFAULT 0 NOT NULL,
	"captures1" integer DEFAULT 0,
	"captures2" integer DEFAULT 0,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_kind" text,
	"winner_entry_id" integer,
	"table_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_stage_key_unique" UNIQUE("stage_id","key"),
	CONSTRAINT "matches_bracket_check" CHECK ("matches"."bracket" in ('winners', 'losers', 'grand-final', 'third-place', 'round-robin', 'swiss', 'group')),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('pending', 'ready', 'in-play', 'finished', 'walkover', 'not-needed', 'void')),
	CONSTRAINT "matches_group_check" CHECK (("matches"."group_number" is null) = ("matches"."bracket" <> 'group') and ("matches"."group_number" is null or "matches"."group_number" >= 1)),
	CONSTRAINT "matches_round_position_check" CHECK ("matches"."round" >= 1 and "matches"."position" >= 1),
	CONSTRAINT "matches_distinct_entries_check" CHECK ("matches"."entry1_id" is null or "matches"."entry2_id" is null or "matches"."entry1_id" <> "matches"."entry2_id"),
	CONSTRAINT "matches_bye_check" CHECK (not ("matches"."bye1" and "matches"."entry1_id" is not null) and not ("matches"."bye2" and "matches"."entry2_id" is not null)),
	CONSTRAINT "matches_winner_next_check" CHECK (("matches"."winner_next_match_id" is null) = ("matches"."winner_next_slot" is null) and ("matches"."winner_next_slot" is null or "matches"."winner_next_slot" in (1, 2))),
	CONSTRAINT "matches_loser_next_check" CHECK (("matches"."loser_next_match_id" is null) = ("matches"."loser_next_slot" is null) and ("matches"."loser_next_slot" is null or "matches"."loser_next_slot" in (1, 2))),
	CONSTRAINT "matches_score_check" CHECK (("matches"."wins1" is null) = ("matches"."wins2" is null) and ("matches"."wins1" is not null or "matches"."status" in ('finished', 'walkover')) and "matches"."wins1" >= 0 and "matches"."wins2" >= 0 and "matches"."draws" >= 0),
	CONSTRAINT "matches_captures_check" CHECK (("matches"."captures1" is null) = ("matches"."captures2" is null) and "matches"."captures1" >= 0 and "matches"."captures2" >= 0),
	CONSTRAINT "matches_first_mover_slot_check" CHECK ("matches"."first_mover_slot" is null or "matches"."first_mover_slot" in (1, 2)),
	CONSTRAINT "matches_coin_toss_slot_check" CHECK ("matches"."coin_toss_slot" is null or "matches"."coin_toss_slot" in (1, 2)),
	CONSTRAINT "matches_result_kind_check" CHECK ("matches"."result_kind" in ('played', 'walkover', 'bye')),
	CONSTRAINT "matches_decided_check" CHECK (("matches"."status" in ('finished', 'walkover')) = ("matches"."result_kind" is not null) and ("matches"."status" = 'walkover') = ("matches"."result_kind" is not distinct from 'walkover')),
	CONSTRAINT "matches_winner_check" CHECK ("matches"."winner_entry_id" is null or "matches"."winner_entry_id" is not distinct from "matches"."entry1_id" or "matches"."winner_entry_id" is not distinct from "matches"."entry2_id"),
	CONSTRAINT "matches_table_number_check" CHECK ("matches"."table_number" is null or "matches"."table_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "player_claim_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_claim_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	CONSTRAINT "player_claim_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "player_claim_codes_expiry_check" CHECK ("player_claim_codes"."expires_at" > "player_claim_codes"."created_at"),
	CONSTRAINT "player_claim_codes_used_check" CHECK ("player_claim_codes"."used_by" is null or "player_claim_codes"."used_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"display_name" text NOT NULL,
	"club" text,
	"country" text,
	"rating" integer,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "players_display_name_check" CHECK (length(trim("players"."display_name")) > 0),
	CONSTRAINT "players_country_check" CHECK ("players"."country" is null or "players"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "players_rating_check" CHECK ("players"."rating" is null or "players"."rating" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"player_id" integer,
	"display_name" text,
	"club" text,
	"country" text,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "registration_requests_status_check" CHECK ("registration_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "registration_requests_player_check" CHECK ("registration_requests"."player_id" is not null or coalesce(length(trim("registration_requests"."display_name")), 0) > 0),
	CONSTRAINT "registration_requests_decided_check" CHECK (("registration_requests"."status" = 'pending') = ("registration_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"ip_address" text,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"kind" text NOT NULL,
	"settings" jsonb NOT NULL,
	"seeded_entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stages_tournament_ordinal_unique" UNIQUE("tournament_id","ordinal"),
	CONSTRAINT "stages_ordinal_check" CHECK ("stages"."ordinal" >= 1),
	CONSTRAINT "stages_kind_check" CHECK ("stages"."kind" in ('single-elimination', 'double-elimination', 'round-robin', 'groups', 'swiss', 'groups-knockout')),
	CONSTRAINT "stages_settings_check" CHECK (jsonb_typeof("stages"."settings") = 'object'),
	CONSTRAINT "stages_seeded_entries_check" CHECK (jsonb_typeof("stages"."seeded_entries") = 'array'),
	CONSTRAINT "stages_groups_check" CHECK (jsonb_typeof("stages"."groups") = 'array'),
	CONSTRAINT "stages_status_check" CHECK ("stages"."status" in ('pending', 'running', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "tournament_staff" (
	"tournament_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_staff_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_staff_role_check" CHECK ("tournament_staff"."role" in ('co-organiser', 'arbiter'))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"venue" text,
	"starts_on" date,
	"ends_on" date,
	"rule_set" text DEFAULT 'antigua' NOT NULL,
	"wins_needed" integer DEFAULT 6 NOT NULL,
	"first_move_rule" text DEFAULT 'alternate' NOT NULL,
	"game_one_rule" text DEFAULT 'seed' NOT NULL,
	"max_games_per_series" integer,
	"format" text DEFAULT 'single-elimination' NOT NULL,
	"format_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tie_break_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"self_registration" boolean DEFAULT false NOT NULL,
	"confirmation_window_minutes" integer DEFAULT 10 NOT NULL,
	"seeding_method" text DEFAULT 'rating' NOT NULL,
	"random_seed" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"organiser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_slug_check" CHECK ("tournaments"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("tournaments"."slug") <= 64),
	CONSTRAINT "tournaments_name_check" CHECK (length(trim("tournaments"."name")) > 0),
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."ends_on" is null or "tournaments"."starts_on" is null or "tournaments"."ends_on" >= "tournaments"."starts_on"),
	CONSTRAINT "tournaments_rule_set_check" CHECK ("tournaments"."rule_set" in ('antigua', 'abapa', 'vari', 'vari-strict')),
	CONSTRAINT "tournaments_wins_needed_check" CHECK ("tournaments"."wins_needed" between 1 and 24),
	CONSTRAINT "tournaments_first_move_rule_check" CHECK ("tournaments"."first_move_rule" in ('alternate', 'winner-starts')),
	CONSTRAINT "tournaments_game_one_rule_check" CHECK ("tournaments"."game_one_rule" in ('seed', 'coin-toss')),
	CONSTRAINT "tournaments_max_games_check" CHECK ("tournaments"."max_games_per_series" is null or "tournaments"."max_games_per_series" >= "tournaments"."wins_needed"),
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('single-elimination', 'double-elimination', 'round-robin', 'groups', 'swiss', 'groups-knockout')),
	CONSTRAINT "tournaments_format_settings_check" CHECK (jsonb_typeof("tournaments"."format_settings") = 'object'),
	CONSTRAINT "tournaments_tie_break_order_check" CHECK (jsonb_typeof("tournaments"."tie_break_order") = 'array'),
	CONSTRAINT "tournaments_confirmation_window_check" CHECK ("tournaments"."confirmation_window_minutes" between 0 and 1440),
	CONSTRAINT "tournaments_seeding_method_check" CHECK ("tournaments"."seeding_method" in ('rating', 'random', 'manual')),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('draft', 'registration', 'running', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"email_verified" timestamp with time zone,
	"image" text,
	"password_hash" text,
	"role" text DEFAULT 'player' NOT NULL,
	"pin_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'organiser', 'player')),
	CONSTRAINT "users_password_hash_check" CHECK ("users"."password_hash" is null or "users"."password_hash" like '$argon2id$%'),
	CONSTRAINT "users_pin_hash_check" CHECK ("users"."pin_hash" is null or "users"."pin_hash" like '$argon2id$%')
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"identifier" text NOT NULL,
	"token" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_tokens_identifier_token_pk" PRIMARY KEY("identifier","token")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_south_entry_id_entries_id_fk" FOREIGN KEY ("south_entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_entry1_id_entries_id_fk" FOREIGN KEY ("entry1_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_entry2_id_entries_id_fk" FOREIGN KEY ("entry2_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_next_match_id_matches_id_fk" FOREIGN KEY ("winner_next_match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_loser_next_match_id_matches_id_fk" FOREIGN KEY ("loser_next_match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_entry_id_entries_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claim_codes" ADD CONSTRAINT "player_claim_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claim_codes" ADD CONSTRAINT "player_claim_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claim_codes" ADD CONSTRAINT "player_claim_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_staff" ADD CONSTRAINT "tournament_staff_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_staff" ADD CONSTRAINT "tournament_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_tournament_idx" ON "audit_log" USING btree ("tournament_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "entries_player_idx" ON "entries" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_live_per_number" ON "games" USING btree ("match_id","number") WHERE "games"."status" in ('in-progress', 'reported', 'confirmed', 'disputed');--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_recording_per_match" ON "games" USING btree ("match_id") WHERE "games"."status" = 'in-progress';--> statement-breakpoint
CREATE INDEX "games_match_idx" ON "games" USING btree ("match_id","number");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "matches_stage_round_idx" ON "matches" USING btree ("stage_id","round","position");--> statement-breakpoint
CREATE INDEX "matches_entry1_idx" ON "matches" USING btree ("entry1_id");--> statement-breakpoint
CREATE INDEX "matches_entry2_idx" ON "matches" USING btree ("entry2_id");--> statement-breakpoint
CREATE INDEX "matches_winner_next_idx" ON "matches" USING btree ("winner_next_match_id");--> statement-breakpoint
CREATE INDEX "matches_loser_next_idx" ON "matches" USING btree ("loser_next_match_id");--> statement-breakpoint
CREATE INDEX "players_display_name_idx" ON "players" USING btree (lower("display_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "registration_requests_one_pending" ON "registration_requests" USING btree ("tournament_id","user_id") WHERE "registration_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_identifier_idx" ON "sign_in_attempts" USING btree ("identifier","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_ip_idx" ON "sign_in_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE INDEX "tournament_staff_user_idx" ON "tournament_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_organiser_idx" ON "tournaments" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));