// What players and staff send to report, confirm, dispute and resolve games, from the report page's
// forms (every value a string) and from the JSON API alike. A report is flat, so one form posts it:
// `kind` says which of the three ways it is, and the service checks the fields that way needs.
import { z } from 'zod';
import { gameResults, gameStatuses, sides } from '@/db/schema';
import { END_REASONS, OFF_BOARD_REASONS } from '@/core/warri';
import { said } from './field-sentences';
import { optionalWholeNumber, reasonField, requiredText } from './form-fields';

/** Longest move list or game file accepted (a long game is a few hundred moves). */
const MAX_RECORD_CHARACTERS = 20_000;

const slotField = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2)], said('slot')))
  .optional()
  .meta({ description: 'The slot (1 or 2) whose player sat South; by default the player who moves first.' });

/** The game number the client believes comes next; a different number is refused as a conflict. */
const numberField = optionalWholeNumber(1, 999, 'gameNumber').meta({
  description:
    'The game number the client believes it is reporting; the server decides the number, and refuses a different one with 409.',
});

const optionalPin = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((value) => (value ? value : null));

/** One of `values`, or nothing: empty (a form's "none" option), null or absent → null. */
function optionalChoice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .enum(['', ...values])
    .nullish()
    .transform((value) => (value ? (value as Values[number]) : null));
}

const reportKinds = ['record', 'file', 'result'] as const;

export const reportGameSchema = z.object({
  kind: z.enum(reportKinds).meta({
    description: '`record`: the move list; `file`: a whole-game record; `result`: the score only (unverified).',
  }),
  number: numberField,
  south: slotField,
  moves: z
    .string()
    .max(MAX_RECORD_CHARACTERS)
    .optional()
    .meta({ description: 'kind `record`: the moves, e.g. `1. C a 2. E b`.' }),
  termination: optionalChoice(OFF_BOARD_REASONS).meta({
    description: 'kind `record`: an off-board ending after the last move.',
  }),
  loser: optionalChoice(sides).meta({ description: 'The side that resigned, lost on time or forfeited.' }),
  file: z
    .string()
    .max(MAX_RECORD_CHARACTERS)
    .optional()
    .meta({ description: 'kind `file`: the whole-game text format (headers and moves).' }),
  capturesSouth: optionalWholeNumber(0, 48, 'capturesSouth'),
  capturesNorth: optionalWholeNumber(0, 48, 'capturesNorth'),
  winner: optionalChoice(gameResults).meta({ description: 'kind `result`: south, north or draw.' }),
  endReason: optionalChoice(END_REASONS).meta({ description: 'kind `result`: how the game ended.' }),
  opponentPin: optionalPin.meta({
    description: "The opponent's PIN, typed on this device: the report is confirmed at once.",
  }),
  repeatOf: optionalWholeNumber(1, 999, 'repeatedGame').meta({
    description:
      'The earlier game this record knowingly repeats (the same moves, the same seats): a repeat is refused with 409 `repeated-record` (`details.repeatOf`) unless this names that game.',
  }),
});
export type ReportGameInput = z.output<typeof reportGameSchema>;

/** The moves a recording board showed when it was tapped: the server refuses a tap on a board that is behind. */
export const movesSoFarField = z
  .string()
  .max(MAX_RECORD_CHARACTERS)
  .regex(/^[A-Fa-f]*$/, said('movesSoFarLetters'))
  .nullish()
  .meta({
    description:
      'The moves the recording board shows before this one, as letters (`CaEb`). If the saved moves differ (another device recorded or undid one), the request is refused with 409 `recording-changed`, `details.record` holding the saved moves. Omitted: not checked.',
  });

export const recordMoveSchema = z.object({
  move: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'], said('moveLetter')),
  number: numberField,
  south: slotField,
  movesSoFar: movesSoFarField,
});
export type RecordMoveInput = z.output<typeof recordMoveSchema>;

/** An empty body (or none) confirms in the caller's own name. */
export const confirmGameSchema = z
  .object({ pin: optionalPin.meta({ description: "On the reporter's device: the confirming player's PIN." }) })
  .optional()
  .transform((value) => ({ pin: value?.pin ?? null }));

export const disputeGameSchema = z.object({
  comment: requiredText(1000, said('reportCommentMissing')).meta({
    description: 'What is wrong, for the organisers.',
  }),
});

const resolutions = ['accept', 'replace', 'void'] as const;

export const resolveDisputeSchema = reportGameSchema
  .omit({ number: true, opponentPin: true, kind: true, repeatOf: true })
  .extend({
    decision: z
      .enum(resolutions)
      .meta({ description: '`accept` the report, `replace` it with the given record or result, or `void` the game.' }),
    kind: z.enum(reportKinds).optional(),
    reason: reasonField,
  });
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;

/** A game as the API answers it. */
export const gameSchema = z
  .object({
    id: z.number().int(),
    matchId: z.number().int(),
    number: z.number().int(),
    status: z.enum(gameStatuses),
    southEntryId: z.number().int(),
    firstMover: z.enum(sides),
    ruleSet: z.string(),
    record: z.string().nullable(),
    moveCount: z.number().int().nullable(),
    capturesSouth: z.number().int().nullable(),
    capturesNorth: z.number().int().nullable(),
    result: z.enum(gameResults).nullable(),
    endReason: z.enum(END_REASONS).nullable(),
    verified: z.boolean(),
    reportedAt: z.string(),
    confirmedAt: z.string().nullable(),
    disputeComment: z.string().nullable(),
  })
  .meta({ id: 'Game' });
export type ApiGame = z.output<typeof gameSchema>;

/** The answer of every game operation: the game, the series after it, and whether this is a replay of an earlier answer. */
export const gameOutcomeSchema = z
  .object({
    game: gameSchema.nullable(),
    series: z.object({
      wins1: z.number().int(),
      wins2: z.number().int(),
      draws: z.number().int(),
      finished: z.boolean(),
      matchStatus: z.string(),
      nextNumber: z.number().int().nullable(),
      nextOpenerSlot: z.number().int().nullable(),
    }),
    replayed: z
      .boolean()
      .meta({ description: 'True when this answer was stored for an earlier request with the same Idempotency-Key.' }),
  })
  .meta({ id: 'GameOutcome' });
export type GameOutcome = z.output<typeof gameOutcomeSchema>;
