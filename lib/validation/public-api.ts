// Schemas of what the public, read-only JSON API shows of tournaments, matches and games. The
// handlers hand over the spectator views (lib/services/views/view-*.ts) mapped to these shapes; parsing
// with them keeps undeclared fields (user ids, audit details) out of the answers.
import { z } from 'zod';
import { gameResults, gameStatuses, stageStatuses, tournamentStatuses } from '@/db/schema';
import { FORMATS, PARTS, RECORDED_MATCH_STATUSES, RESULT_KINDS } from '@/core/tournament';
import { END_REASONS, RULE_SET_IDS } from '@/core/warri';
import { tieBreakSchema } from './tournaments';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

export const tournamentSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    venue: z.string().nullable(),
    startsOn: day,
    endsOn: day,
    status: z.enum(tournamentStatuses),
    format: z.enum(FORMATS),
    ruleSet: z.enum(RULE_SET_IDS),
    entryCount: z.number().int().optional(),
  })
  .meta({ id: 'TournamentSummary' });

const playerRef = z.object({ playerId: z.number().int(), name: z.string() }).meta({ id: 'PlayerRef' });
const matchSideSchema = playerRef.extend({ entryId: z.number().int(), seed: z.number().int().nullable() }).nullable();

const publicMatchSchema = z
  .object({
    id: z.number().int(),
    key: z
      .string()
      .meta({ description: 'Stable name within the stage: `W1-3`, `L2-1`, `GF1`, `3P`, `R1-2`, `G2-R1-2`.' }),
    part: z.enum(PARTS),
    group: z.number().int().nullable(),
    round: z.number().int(),
    roundName: z.string(),
    position: z.number().int(),
    status: z.enum(RECORDED_MATCH_STATUSES),
    table: z.number().int().nullable(),
    side1: matchSideSchema,
    side2: matchSideSchema,
    wins1: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Game wins of side 1; null for a finished series reported without a score.' }),
    wins2: z.number().int().nullable(),
    draws: z.number().int(),
    resultKind: z.enum(RESULT_KINDS).nullable(),
    winnerEntryId: z.number().int().nullable(),
    winnerNextMatchId: z.number().int().nullable(),
    loserNextMatchId: z.number().int().nullable(),
  })
  .meta({ id: 'PublicMatch' });

const standingRowSchema = z.object({
  rank: z.number().int(),
  entryId: z.number().int(),
  playerId: z.number().int(),
  name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  matchPoints: z.number(),
  gamesFor: z.number(),
  gamesAgainst: z.number(),
  gameDifference: z.number(),
  seedsCaptured: z.number(),
  buchholz: z.number(),
  sonnebornBerger: z.number(),
  tieBreaks: z.array(z.object({ tieBreak: tieBreakSchema, value: z.number().nullable() })).meta({
    description:
      "The tournament's tie-breaks in its order, with this row's figure on each (null: direct encounter or head-to-head did not come into play for it).",
  }),
  withdrawn: z.boolean(),
  explanation: z.string().nullable().meta({ description: 'What put this row above the next one.' }),
});

export const publicTournamentSchema = z.object({
  tournament: tournamentSummarySchema.extend({ winsNeeded: z.number().int() }),
  champion: playerRef.nullable(),
  stages: z.array(
    z.object({
      id: z.number().int(),
      ordinal: z.number().int(),
      kind: z.enum(FORMATS),
      status: z.enum(stageStatuses),
      matches: z.array(publicMatchSchema),
      standings: z.array(z.object({ group: z.number().int().nullable(), rows: z.array(standingRowSchema) })),
    }),
  ),
});

const publicGameSchema = z
  .object({
    number: z.number().int(),
    status: z.enum(gameStatuses),
    verified: z.boolean().meta({
      description: 'The moves were replayed by the rules library; false for a result reported without moves.',
    }),
    ruleSet: z.enum(RULE_SET_IDS),
    south: playerRef.nullable(),
    north: playerRef.nullable(),
    firstMover: z.enum(['S', 'N']),
    result: z.enum(gameResults).nullable(),
    endReason: z.enum(END_REASONS).nullable(),
    capturesSouth: z.number().int().nullable(),
    capturesNorth: z.number().int().nullable(),
    moveCount: z.number().int().nullable(),
    moves: z
      .string()
      .nullable()
      .meta({ description: 'The moves in Warri notation (so far, for a game being played).' }),
    record: z.string().nullable().meta({ description: 'The whole game record (headers and moves) as text.' }),
  })
  .meta({ id: 'PublicGame' });

const slotPair = z.tuple([z.number().int(), z.number().int()]);

const publicCorrectionSchema = z
  .object({
    text: z
      .string()
      .meta({ description: 'The correction as the match page says it: "Result corrected by the arbiter: …".' }),
    reason: z.string(),
    correctedAt: z.string().meta({ description: 'When the correction was made (ISO 8601).' }),
    how: z.enum(['played', 'walkover']),
    winnerEntryId: z.number().int().nullable(),
    games: z
      .object({ wins: slotPair, draws: z.number().int(), winnerEntryId: z.number().int().nullable() })
      .meta({ description: 'What the counted games alone give.' }),
    change: z.object({ wins: slotPair, draws: z.number().int() }).meta({
      description: 'Game wins and drawn games the correction gives (positive) or takes away (negative), by side.',
    }),
  })
  .meta({
    id: 'PublicCorrection',
    description:
      "The organisers' ruling on the series result: the match's score is its counted games plus this. Seeds captured stay the games' own.",
  });

export const publicMatchDetailSchema = z.object({
  tournament: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  match: publicMatchSchema,
  games: z.array(publicGameSchema),
  correction: publicCorrectionSchema
    .nullable()
    .meta({ description: 'The correction in force, or null when the games decide the result.' }),
});
