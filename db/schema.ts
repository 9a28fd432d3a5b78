// The whole domain in one Drizzle schema. Rules that must hold whatever code writes the row
// live here as constraints (foreign keys, uniques, checks). What drizzle-kit cannot say is in the
// hand-written migration `db/migrations/0001_triggers.sql`: the append-only audit log, the
// updated_at stamps, and the constraints checked at commit (seeds, references between matches).
// Enumerated values are text columns with a check, so a value can be added by a migration
// without ALTER TYPE, and TypeScript still sees the literal union.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCELERATIONS,
  FIRST_MOVE_RULES,
  FORMATS,
  OPENING_RULES,
  PARTS,
  RECORDED_MATCH_STATUSES,
  RESULT_KINDS,
  type FormatSettings,
  type SeriesAdjustment,
  type SlotSource,
  type TieBreak,
} from '../core/tournament';
import { END_REASONS, RULE_SET_IDS } from '../core/warri';

// The vocabularies of the game and the formats (rule sets, formats, first-move and game-one rules,
// bracket parts, match statuses, result kinds, end reasons) are the core's `as const` arrays; the
// ones below are the app's own.
export const userRoles = ['admin', 'organiser', 'player'] as const;
export const seedingMethods = ['rating', 'random', 'manual'] as const;
export const tournamentStatuses = ['draft', 'registration', 'running', 'finished'] as const;
export const staffRoles = ['co-organiser', 'arbiter'] as const;
export const entryStatuses = ['active', 'eliminated', 'withdrawn'] as const;
export const stageStatuses = ['pending', 'running', 'finished'] as const;
export const sides = ['south', 'north'] as const;
export const gameResults = ['south', 'north', 'draw'] as const;
/**
 * `in-progress`: being recorded at the table, moves saved as made. `overridden`: replaced by an
 * organiser's correction (a newer row holds the game now). `voided`: cancelled. Only the first
 * four are "live": one live row per game number.
 */
export const gameStatuses = ['in-progress', 'reported', 'confirmed', 'disputed', 'overridden', 'voided'] as const;
export const liveGameStatuses = ['in-progress', 'reported', 'confirmed', 'disputed'] as const;
export const registrationStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * `column in ('a', 'b', …)` for a check constraint (null passes, as in every check); the values
 * are our own constants, never user input.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Points a requested bye can score (FIDE C.04.1 and the tournament's regulations): none, a half or a whole. */
export const requestedByePoints = [0, 0.5, 1] as const;
/** A number of points a Swiss counts: whole or half (a column of double precision holds halves exactly). */
const halfPoints = (column: AnyPgColumn) => sql`${column} >= 0 and ${column} * 2 = floor(${column} * 2)`;

const argon2idHash = (column: AnyPgColumn) => sql`${column} is null or ${column} like '$argon2id$%'`;

// ---------------------------------------------------------------------------------------------
// Accounts. users/accounts/sessions/verification_tokens have the shape @auth/drizzle-adapter
// expects (its property names, our snake_case table names), so next-auth can use them as they are.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    /**
     * When the user proved the address is theirs (a verification or reset link used); null until
     * then, and reporting results waits for it. Accounts older than verification count as verified.
     */
    emailVerified: timestamp('email_verified', { withTimezone: true, mode: 'date' }),
    image: text('image'),
    /** Argon2id; null for a user who signs in only through another provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('player'),
    /** Argon2id hash of the personal PIN that confirms a game on the recording device. */
    pinHash: text('pin_hash'),
    /**
     * Sessions carry the version they were issued under; raising it (a new password, a new role)
     * ends every older session of the user on every app instance.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, userRoles)),
    check('users_password_hash_check', argon2idHash(t.passwordHash)),
    check('users_pin_hash_check', argon2idHash(t.pinHash)),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    refresh_token: text('refresh_token'),
    access_token: text('access_token'),
    expires_at: integer('expires_at'),
    token_type: text('token_type'),
    scope: text('scope'),
    id_token: text('id_token'),
    session_state: text('session_state'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index('accounts_user_idx').on(t.userId)],
);

/**
 * The server's side of each signed-in browser session: the session cookie (a JWT) carries the id
 * as `sid`, and a session whose row is gone (signed out) or past `expires` (idle too long, slid
 * forward while in use) is over (lib/auth/session-user.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionToken: text('session_token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: timestamp('expires', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/** Bearer tokens for the JSON API, stored as a SHA-256 hash; `prefix` lets the owner recognise one in a list. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** What a throttled attempt tries (lib/auth/throttle.ts holds each kind's limits). */
export const attemptKinds = ['sign-in', 'pin', 'claim-code', 'sign-up', 'mail-link'] as const;
export type AttemptKind = (typeof attemptKinds)[number];

/** What an account link is for: setting a new password, or proving the email address is the user's. */
export const accountTokenPurposes = ['password-reset', 'email-verification'] as const;

/**
 * One-time links sent by mail, stored as the SHA-256 hash of their random token (lib/auth/account-token.ts).
 * Used at most once: `used_at` is set by the one statement that accepts the link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('account_tokens_purpose_check', oneOf(t.purpose, accountTokenPurposes)),
    check('account_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Mail the app could not hand to an SMTP server: all of it when none is configured (SMTP_URL), else
 * what is being sent or was refused, with the error. Written before sending, so nothing is lost
 * silently; removed once the server has accepted it. Admins read it (`npm run admin -- outbox`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Why the SMTP server did not take it (the last try); null when none was tried. */
    lastError: text('last_error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * Every throttled attempt (a sign-in, a PIN typed at the table, a claim code, a sign-up), so
 * throttling counts recent failures in the database and holds across app instances. `identifier`
 * is what the attempt is on: the normalised email tried (whether or not such a user exists), or
 * `pin:<user id>`, `claim-code:<user id>`.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: attemptKinds }).notNull().default('sign-in'),
    identifier: text('identifier').notNull(),
    ipAddress: text('ip_address'),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_identifier_idx').on(t.identifier, t.attemptedAt),
    index('sign_in_attempts_ip_idx').on(t.ipAddress, t.attemptedAt),
    check('sign_in_attempts_kind_check', oneOf(t.kind, attemptKinds)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Players and tournaments.

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    displayName: text('display_name').notNull(),
    /** Club, or parish for Antiguan players. */
    club: text('club'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    rating: integer('rating'),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** The name without case, accents or spacing (core/text/shown-names.ts `nameKey`): records of one name share it. */
    nameKey: text('name_key').notNull(),
    /** The organiser who added the record (null: the player's own request, or a record older than owners). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('players_display_name_check', sql`length(trim(${t.displayName})) > 0`),
    check('players_country_check', sql`${t.country} is null or ${t.country} ~ '^[A-Z]{2}$'`),
    check('players_rating_check', sql`${t.rating} is null or ${t.rating} >= 0`),
    index('players_display_name_idx').on(sql`lower(${t.displayName})`),
    index('players_name_key_idx').on(t.nameKey),
    index('players_created_by_idx').on(t.createdBy),
  ],
);

/** One-time codes an organiser hands to a player so their user account can claim the player record. */
export const playerClaimCodes = pgTable(
  'player_claim_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('player_claim_codes_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    check('player_claim_codes_used_check', sql`${t.usedBy} is null or ${t.usedAt} is not null`),
  ],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    venue: text('venue'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    ruleSet: text('rule_set', { enum: RULE_SET_IDS }).notNull().default('antigua'),
    winsNeeded: integer('wins_needed').notNull().default(6),
    firstMoveRule: text('first_move_rule', { enum: FIRST_MOVE_RULES }).notNull().default('alternate'),
    gameOneRule: text('game_one_rule', { enum: OPENING_RULES }).notNull().default('seed'),
    /** At most this many counted games in a series (then wins, then seeds captured decide); null for no cap. */
    maxGamesPerSeries: integer('max_games_per_series'),
    format: text('format', { enum: FORMATS }).notNull().default('single-elimination'),
    /** Settings of the format (third-place match, grand-final reset, rounds, group size, qualifiers…), as `core/tournament` reads them. */
    formatSettings: jsonb('format_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Tie-break ids in the order they apply, as `core/tournament` names them; empty for the library's default order. */
    tieBreakOrder: jsonb('tie_break_order').$type<TieBreak[]>().notNull().default([]),
    selfRegistration: boolean('self_registration').notNull().default(false),
    /** Minutes after which an unconfirmed, undisputed report counts as confirmed. */
    confirmationWindowMinutes: integer('confirmation_window_minutes').notNull().default(10),
    seedingMethod: text('seeding_method', { enum: seedingMethods }).notNull().default('rating'),
    /** A Swiss's accelerated pairings (core ACCELERATIONS), chosen before round 1 is paired at the start. */
    swissAcceleration: text('swiss_acceleration', { enum: ACCELERATIONS }).notNull().default('none'),
    /** What a bye a player asks for scores unless the organiser says otherwise for that bye: 0, ½ or 1. */
    requestedByePoints: doublePrecision('requested_bye_points').notNull().default(0.5),
    /** The random seed used for a random draw, kept so the draw can be replayed and shown to be fair. */
    randomSeed: text('random_seed'),
    status: text('status', { enum: tournamentStatuses }).notNull().default('draft'),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tournaments_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 64`),
    check('tournaments_name_check', sql`length(trim(${t.name})) > 0`),
    check('tournaments_dates_check', sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check('tournaments_rule_set_check', oneOf(t.ruleSet, RULE_SET_IDS)),
    check('tournaments_wins_needed_check', sql`${t.winsNeeded} between 1 and 24`),
    check('tournaments_first_move_rule_check', oneOf(t.firstMoveRule, FIRST_MOVE_RULES)),
    check('tournaments_game_one_rule_check', oneOf(t.gameOneRule, OPENING_RULES)),
    check(
      'tournaments_max_games_check',
      sql`${t.maxGamesPerSeries} is null or ${t.maxGamesPerSeries} >= ${t.winsNeeded}`,
    ),
    check('tournaments_format_check', oneOf(t.format, FORMATS)),
    check('tournaments_format_settings_check', sql`jsonb_typeof(${t.formatSettings}) = 'object'`),
    check('tournaments_tie_break_order_check', sql`jsonb_typeof(${t.tieBreakOrder}) = 'array'`),
    check('tournaments_confirmation_window_check', sql`${t.confirmationWindowMinutes} between 0 and 1440`),
    check('tournaments_seeding_method_check', oneOf(t.seedingMethod, seedingMethods)),
    check('tournaments_swiss_acceleration_check', oneOf(t.swissAcceleration, ACCELERATIONS)),
    check('tournaments_requested_bye_points_check', sql`${t.requestedByePoints} in (0, 0.5, 1)`),
    check('tournaments_status_check', oneOf(t.status, tournamentStatuses)),
    index('tournaments_organiser_idx').on(t.organiserId),
    index('tournaments_status_idx').on(t.status, t.startsOn),
  ],
);

/** Co-organisers and arbiters of one tournament; one role per person per tournament. */
export const tournamentStaff = pgTable(
  'tournament_staff',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    check('tournament_staff_role_check', oneOf(t.role, staffRoles)),
    index('tournament_staff_user_idx').on(t.userId),
  ],
);

/** A signed-in user asking to enter an open tournament, as an existing player or as a new one. */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The existing player to enter as; null when asking to be entered as a new player described below. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    club: text('club'),
    country: text('country'),
    message: text('message'),
    status: text('status', { enum: registrationStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('registration_requests_status_check', oneOf(t.status, registrationStatuses)),
    check(
      'registration_requests_player_check',
      sql`${t.playerId} is not null or coalesce(length(trim(${t.displayName})), 0) > 0`,
    ),
    check('registration_requests_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    uniqueIndex('registration_requests_one_pending')
      .on(t.tournamentId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const entries = pgTable(
  'entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** 1 is the top seed; unique per tournament, checked at commit so a reseed can swap seeds. */
    seed: integer('seed'),
    checkedIn: boolean('checked_in').notNull().default(false),
    status: text('status', { enum: entryStatuses }).notNull().default('active'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Final place once the entry's part in the event is settled (1 = champion). */
    finalRank: integer('final_rank'),
    /** Points the organiser granted a late entry into a Swiss for the rounds it missed (whole or half points). */
    grantedPoints: doublePrecision('granted_points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('entries_tournament_player_unique').on(t.tournamentId, t.playerId),
    // The target of the references that must stay inside one tournament (a forbidden pair's two entries).
    unique('entries_tournament_id_unique').on(t.tournamentId, t.id),
    check('entries_granted_points_check', halfPoints(t.grantedPoints)),
    check('entries_seed_check', sql`${t.seed} is null or ${t.seed} >= 1`),
    check('entries_status_check', oneOf(t.status, entryStatuses)),
    check('entries_withdrawn_check', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
    check('entries_final_rank_check', sql`${t.finalRank} is null or ${t.finalRank} >= 1`),
    index('entries_player_idx').on(t.playerId),
  ],
);

/**
 * Two entries a Swiss must never pair (family, the same club when the organiser chooses). Kept by
 * tournament, not stage: round 1 is paired when the stage is made, so the pair exists before it. One
 * row per pair whichever way round it was entered; both entries of the tournament.
 */
export const swissForbiddenPairs = pgTable(
  'swiss_forbidden_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entry1Id: integer('entry1_id').notNull(),
    entry2Id: integer('entry2_id').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'swiss_forbidden_pairs_entry1_fk',
      columns: [t.tournamentId, t.entry1Id],
      foreignColumns: [entries.tournamentId, entries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'swiss_forbidden_pairs_entry2_fk',
      columns: [t.tournamentId, t.entry2Id],
      foreignColumns: [entries.tournamentId, entries.id],
    }).onDelete('cascade'),
    check('swiss_forbidden_pairs_distinct_check', sql`${t.entry1Id} <> ${t.entry2Id}`),
    check('swiss_forbidden_pairs_reason_check', sql`${t.reason} is null or length(trim(${t.reason})) > 0`),
    uniqueIndex('swiss_forbidden_pairs_unique').on(
      t.tournamentId,
      sql`least(${t.entry1Id}, ${t.entry2Id})`,
      sql`greatest(${t.entry1Id}, ${t.entry2Id})`,
    ),
  ],
);

/**
 * A bye a player asked for before the round was paired: he sits it out with `points` (the
 * tournament's requested-bye points when asked, or what the organiser set for this one).
 */
export const swissRequestedByes = pgTable(
  'swiss_requested_byes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    entryId: integer('entry_id').notNull(),
    points: doublePrecision('points').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'swiss_requested_byes_entry_fk',
      columns: [t.tournamentId, t.entryId],
      foreignColumns: [entries.tournamentId, entries.id],
    }).onDelete('cascade'),
    check('swiss_requested_byes_round_check', sql`${t.round} >= 1`),
    check('swiss_requested_byes_points_check', sql`${t.points} in (0, 0.5, 1)`),
    unique('swiss_requested_byes_entry_round_unique').on(t.entryId, t.round),
  ],
);

// ---------------------------------------------------------------------------------------------
// Structure and play.

export const stages = pgTable(
  'stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** 1 for the first stage; an event in several parts adds more. */
    ordinal: integer('ordinal').notNull(),
    kind: text('kind', { enum: FORMATS }).notNull(),
    settings: jsonb('settings').$type<FormatSettings>().notNull(),
    /** Entry ids in seed order (first = seed 1), as the stage was built; Swiss late entries are appended. */
    seededEntries: jsonb('seeded_entries').$type<number[]>().notNull().default([]),
    /** Entry ids of each group (group 1 first) for group formats, else empty. */
    groups: jsonb('groups').$type<number[][]>().notNull().default([]),
    status: text('status', { enum: stageStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stages_tournament_ordinal_unique').on(t.tournamentId, t.ordinal),
    check('stages_ordinal_check', sql`${t.ordinal} >= 1`),
    check('stages_kind_check', oneOf(t.kind, FORMATS)),
    check('stages_settings_check', sql`jsonb_typeof(${t.settings}) = 'object'`),
    check('stages_seeded_entries_check', sql`jsonb_typeof(${t.seededEntries}) = 'array'`),
    check('stages_groups_check', sql`jsonb_typeof(${t.groups}) = 'array'`),
    check('stages_status_check', oneOf(t.status, stageStatuses)),
  ],
);

/**
 * One series between the entries in slots 1 and 2. `key` names the match stably within its stage
 * (`W1-3`, `L2-1`, `GF1`, `GF2`, `3P`, `R1-2`) so brackets can be rebuilt and linked by name.
 */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bracket: text('bracket', { enum: PARTS }).notNull(),
    groupNumber: integer('group_number'),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    /** Where each slot's occupant comes from (`core/tournament` SlotSource: a seed, a bye, the winner or loser of a match, a group place). */
    source1: jsonb('source1').$type<SlotSource>().notNull(),
    source2: jsonb('source2').$type<SlotSource>().notNull(),
    entry1Id: integer('entry1_id').references(() => entries.id),
    entry2Id: integer('entry2_id').references(() => entries.id),
    /** The slot is a bye: nobody will ever fill it, so the other side goes through. */
    bye1: boolean('bye1').notNull().default(false),
    bye2: boolean('bye2').notNull().default(false),
    winnerNextMatchId: integer('winner_next_match_id').references((): AnyPgColumn => matches.id),
    winnerNextSlot: integer('winner_next_slot'),
    loserNextMatchId: integer('loser_next_match_id').references((): AnyPgColumn => matches.id),
    loserNextSlot: integer('loser_next_slot'),
    /** The slot that moves first in game 1 when the format fixes it (Berger tables, Swiss colours); null when the series rule decides. */
    firstMoverSlot: integer('first_mover_slot'),
    /** The slot that won the coin toss for game 1, once tossed (game-1 rule `coin-toss`). */
    coinTossSlot: integer('coin_toss_slot'),
    /** Played only if the named match was won by the given slot (the grand-final reset). */
    onlyIf: jsonb('only_if').$type<{ match: string; wonBy: 1 | 2 }>(),
    /** Game wins by slot, as the series stands; null only for a finished series whose score was not reported. */
    wins1: integer('wins1').default(0),
    wins2: integer('wins2').default(0),
    draws: integer('draws').notNull().default(0),
    /** Seeds captured over the series' counted games, by slot; null when not known (a result reported without them). */
    captures1: integer('captures1').default(0),
    captures2: integer('captures2').default(0),
    status: text('status', { enum: RECORDED_MATCH_STATUSES }).notNull().default('pending'),
    resultKind: text('result_kind', { enum: RESULT_KINDS }),
    winnerEntryId: integer('winner_entry_id').references(() => entries.id),
    tableNumber: integer('table_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('matches_stage_key_unique').on(t.stageId, t.key),
    check('matches_bracket_check', oneOf(t.bracket, PARTS)),
    check('matches_status_check', oneOf(t.status, RECORDED_MATCH_STATUSES)),
    check(
      'matches_group_check',
      sql`(${t.groupNumber} is null) = (${t.bracket} <> 'group') and (${t.groupNumber} is null or ${t.groupNumber} >= 1)`,
    ),
    check('matches_round_position_check', sql`${t.round} >= 1 and ${t.position} >= 1`),
    check(
      'matches_distinct_entries_check',
      sql`${t.entry1Id} is null or ${t.entry2Id} is null or ${t.entry1Id} <> ${t.entry2Id}`,
    ),
    check(
      'matches_bye_check',
      sql`not (${t.bye1} and ${t.entry1Id} is not null) and not (${t.bye2} and ${t.entry2Id} is not null)`,
    ),
    check(
      'matches_winner_next_check',
      sql`(${t.winnerNextMatchId} is null) = (${t.winnerNextSlot} is null) and (${t.winnerNextSlot} is null or ${t.winnerNextSlot} in (1, 2))`,
    ),
    check(
      'matches_loser_next_check',
      sql`(${t.loserNextMatchId} is null) = (${t.loserNextSlot} is null) and (${t.loserNextSlot} is null or ${t.loserNextSlot} in (1, 2))`,
    ),
    check(
      'matches_score_check',
      sql`(${t.wins1} is null) = (${t.wins2} is null) and (${t.wins1} is not null or ${t.status} in ('finished', 'walkover')) and ${t.wins1} >= 0 and ${t.wins2} >= 0 and ${t.draws} >= 0`,
    ),
    check(
      'matches_captures_check',
      sql`(${t.captures1} is null) = (${t.captures2} is null) and ${t.captures1} >= 0 and ${t.captures2} >= 0`,
    ),
    check('matches_first_mover_slot_check', sql`${t.firstMoverSlot} is null or ${t.firstMoverSlot} in (1, 2)`),
    check('matches_coin_toss_slot_check', sql`${t.coinTossSlot} is null or ${t.coinTossSlot} in (1, 2)`),
    check('matches_result_kind_check', oneOf(t.resultKind, RESULT_KINDS)),
    check(
      'matches_decided_check',
      sql`(${t.status} in ('finished', 'walkover')) = (${t.resultKind} is not null) and (${t.status} = 'walkover') = (${t.resultKind} is not distinct from 'walkover')`,
    ),
    check(
      'matches_winner_check',
      sql`${t.winnerEntryId} is null or ${t.winnerEntryId} is not distinct from ${t.entry1Id} or ${t.winnerEntryId} is not distinct from ${t.entry2Id}`,
    ),
    check('matches_table_number_check', sql`${t.tableNumber} is null or ${t.tableNumber} >= 1`),
    index('matches_stage_round_idx').on(t.stageId, t.round, t.position),
    index('matches_entry1_idx').on(t.entry1Id),
    index('matches_entry2_idx').on(t.entry2Id),
    index('matches_winner_next_idx').on(t.winnerNextMatchId),
    index('matches_loser_next_idx').on(t.loserNextMatchId),
  ],
);

/** One game of a series. A row is a report (or a live recording) of game `number`; see `gameStatuses`. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    southEntryId: integer('south_entry_id')
      .notNull()
      .references(() => entries.id),
    firstMover: text('first_mover', { enum: sides }).notNull(),
    ruleSet: text('rule_set', { enum: RULE_SET_IDS }).notNull(),
    /** The submitted move list (`core/warri` notation); null for a result-only report. */
    record: text('record'),
    moveCount: integer('move_count'),
    capturesSouth: integer('captures_south'),
    capturesNorth: integer('captures_north'),
    result: text('result', { enum: gameResults }),
    endReason: text('end_reason', { enum: END_REASONS }),
    /** True when `core/warri` replayed the record; false for a result-only report. */
    verified: boolean('verified').notNull().default(false),
    status: text('status', { enum: gameStatuses }).notNull().default('reported'),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    disputeComment: text('dispute_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('games_number_check', sql`${t.number} >= 1`),
    check('games_first_mover_check', oneOf(t.firstMover, sides)),
    check('games_rule_set_check', oneOf(t.ruleSet, RULE_SET_IDS)),
    check('games_result_check', oneOf(t.result, gameResults)),
    check('games_end_reason_check', oneOf(t.endReason, END_REASONS)),
    check('games_status_check', oneOf(t.status, gameStatuses)),
    check('games_move_count_check', sql`${t.moveCount} is null or ${t.moveCount} >= 0`),
    check(
      'games_captures_check',
      sql`${t.capturesSouth} between 0 and 48 and ${t.capturesNorth} between 0 and 48 and ${t.capturesSouth} + ${t.capturesNorth} <= 48`,
    ),
    // A game that is over has its whole outcome; only a live recording (or a voided one) may lack it.
    check(
      'games_outcome_check',
      sql`${t.status} in ('in-progress', 'voided') or (${t.result} is not null and ${t.endReason} is not null and ${t.capturesSouth} is not null and ${t.capturesNorth} is not null)`,
    ),
    // On the board the count decides (RULES.md, End of the game); off-board events name the loser whatever the count.
    check(
      'games_result_by_count_check',
      sql`${t.endReason} is null or ${t.endReason} not in ('score', 'cycle', 'no-moves') or ${t.result} = case when ${t.capturesSouth} > ${t.capturesNorth} then 'south' when ${t.capturesNorth} > ${t.capturesSouth} then 'north' else 'draw' end`,
    ),
    check(
      'games_score_end_check',
      sql`${t.endReason} is distinct from 'score' or ${t.capturesSouth} >= 25 or ${t.capturesNorth} >= 25 or (${t.capturesSouth} = 24 and ${t.capturesNorth} = 24)`,
    ),
    check('games_verified_check', sql`not ${t.verified} or ${t.record} is not null`),
    check('games_dispute_check', sql`${t.status} <> 'disputed' or ${t.disputeComment} is not null`),
    check('games_confirmed_check', sql`${t.confirmedBy} is null or ${t.confirmedAt} is not null`),
    uniqueIndex('games_one_live_per_number').on(t.matchId, t.number).where(oneOf(t.status, liveGameStatuses)),
    uniqueIndex('games_one_recording_per_match')
      .on(t.matchId)
      .where(sql`${t.status} = 'in-progress'`),
    index('games_match_idx').on(t.matchId, t.number),
  ],
);

export const adjustmentKinds = ['played', 'walkover'] as const satisfies readonly SeriesAdjustment['how'][];

/**
 * An organiser's correction of a finished series (`core/tournament/adjustment.ts`): the winner and
 * score it stands at, or a walkover, whatever its games give, with who ruled it, when and why. The
 * games are left as reported; the match's stored score is its counted games plus the adjustment in
 * force. At most one is in force per match: a later correction, or the match being reset, withdraws it.
 */
export const resultAdjustments = pgTable(
  'result_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    how: text('how', { enum: adjustmentKinds }).notNull(),
    /** The slot (1 or 2) the ruling gives the series to. */
    winnerSlot: integer('winner_slot').notNull(),
    wins1: integer('wins1').notNull(),
    wins2: integer('wins2').notNull(),
    draws: integer('draws').notNull().default(0),
    reason: text('reason').notNull(),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a later correction replaced it or the match was reset; null while it is in force. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('result_adjustments_how_check', oneOf(t.how, adjustmentKinds)),
    check('result_adjustments_winner_slot_check', sql`${t.winnerSlot} in (1, 2)`),
    check('result_adjustments_score_check', sql`${t.wins1} >= 0 and ${t.wins2} >= 0 and ${t.draws} >= 0`),
    check('result_adjustments_reason_check', sql`length(${t.reason}) >= 1`),
    uniqueIndex('result_adjustments_one_in_force')
      .on(t.matchId)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** Stored answers of the JSON API by `Idempotency-Key`, so a retried request gets the first answer and changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Hash of method, path and body: the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    /** Null while the first request is still being answered. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotency_keys_key_check', sql`length(${t.key}) between 1 and 255`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Every change to a result or a bracket: who, when, what, before and after, why. Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE, so the users and tournaments it names can't be
 * deleted either.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes made by the system (e.g. a report confirmed when its window ran out). */
    actorId: uuid('actor_id').references(() => users.id),
    tournamentId: integer('tournament_id').references(() => tournaments.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_tournament_idx').on(t.tournamentId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

export type User = typeof users.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type VerificationToken = typeof verificationTokens.$inferSelect;
export type AccountToken = typeof accountTokens.$inferSelect;
export type OutboxMail = typeof outbox.$inferSelect;
export type ApiToken = typeof apiTokens.$inferSelect;
export type SignInAttempt = typeof signInAttempts.$inferSelect;
export type Player = typeof players.$inferSelect;
export type PlayerClaimCode = typeof playerClaimCodes.$inferSelect;
export type Tournament = typeof tournaments.$inferSelect;
export type TournamentStaff = typeof tournamentStaff.$inferSelect;
export type RegistrationRequest = typeof registrationRequests.$inferSelect;
export type Entry = typeof entries.$inferSelect;
export type Stage = typeof stages.$inferSelect;
export type Match = typeof matches.$inferSelect;
export type Game = typeof games.$inferSelect;
export type ResultAdjustment = typeof resultAdjustments.$inferSelect;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type SwissForbiddenPair = typeof swissForbiddenPairs.$inferSelect;
export type SwissRequestedBye = typeof swissRequestedByes.$inferSelect;
