-- Hand-written: what drizzle-kit cannot express. Runs the same on Postgres and PGlite.

-- The audit log is append-only: no row is ever changed or removed, whoever asks.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Record a correction as a new audit entry.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint

-- updated_at follows every change, whichever code (or psql session) makes it.
CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournaments_set_updated_at BEFORE UPDATE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER matches_set_updated_at BEFORE UPDATE ON matches
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER games_set_updated_at BEFORE UPDATE ON games
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint

-- One seed per tournament, checked at commit so a reseed can swap seeds inside one transaction.
ALTER TABLE entries ADD CONSTRAINT entries_tournament_seed_unique UNIQUE (tournament_id, seed)
  DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint

-- References into a tournament's own structure are checked at commit: deleting a tournament
-- cascades to its entries and to its stages' matches and games in no fixed order, and a match
-- points at other matches of its bracket. Only the committed state has to be whole.
ALTER TABLE matches ALTER CONSTRAINT matches_entry1_id_entries_id_fk DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE matches ALTER CONSTRAINT matches_entry2_id_entries_id_fk DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE matches ALTER CONSTRAINT matches_winner_entry_id_entries_id_fk DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE matches ALTER CONSTRAINT matches_winner_next_match_id_matches_id_fk DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE matches ALTER CONSTRAINT matches_loser_next_match_id_matches_id_fk DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE games ALTER CONSTRAINT games_south_entry_id_entries_id_fk DEFERRABLE INITIALLY DEFERRED;
