-- Player records get the key their names are compared by (lib/text/shown-names.ts `nameKey`, which
-- the app writes with every name) and the organiser who added them. Existing rows get their key
-- here, by the same steps in SQL: NFC, spaces collapsed, NFKD, combining marks dropped (the
-- combining blocks, where JavaScript drops every \p{M}: the two differ only for marks of other
-- scripts' own blocks), apostrophes and hyphens made one, lower case. Their owner is not known.
ALTER TABLE "players" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "players" SET "name_key" = btrim(regexp_replace(lower(translate(
  regexp_replace(normalize(btrim(regexp_replace(normalize("display_name", NFC), '\s+', ' ', 'g')), NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
  '’‘ʼ`´‐‑‒–—', '''''''''''-----')), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_name_key_idx" ON "players" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "players_created_by_idx" ON "players" USING btree ("created_by");
