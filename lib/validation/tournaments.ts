// What a tournament's set-up form and the JSON API accept, and how the API shows a tournament.
// Format settings arrive as flat fields (a form has no nesting) and leave as the formats
// library's `FormatSettings`, keeping only the settings of the chosen format.
import { z } from 'zod';
import { seedingMethods, tournamentStatuses } from '@/db/schema';
import {
  ACCELERATIONS,
  DEFAULT_TIE_BREAKS,
  FIRST_MOVE_RULES,
  FORMATS,
  OPENING_RULES,
  TIE_BREAKS,
  type FormatSettings,
} from '@/core/tournament';
import { RULE_SET_IDS } from '@/core/warri';
import { timestamp } from './accounts';
import { said, saidNow } from './field-sentences';
import {
  flagField,
  listField,
  optionalDate,
  optionalName,
  optionalWholeNumber,
  requiredName,
  wholeNumber,
} from './form-fields';

const ruleSetSchema = z
  .enum(RULE_SET_IDS, said('ruleSet'))
  .meta({ id: 'RuleSet', description: 'The rules games are played and adjudicated under (core/warri).' });
const formatSchema = z.enum(FORMATS, said('format')).meta({ id: 'Format' });
export const tieBreakSchema = z.enum(TIE_BREAKS, said('unknownTieBreak')).meta({
  id: 'TieBreak',
  description:
    'The house tie-breaks (head-to-head, buchholz, sonneborn-berger, game-difference, seeds-captured) or those of the FIDE tie-break regulations C.07 (2023), a series counting as a game: fide-buchholz, fide-buchholz-cut1, fide-buchholz-median1 and fide-sonneborn-berger (unplayed rounds against a dummy opponent, Art. 16), progressive-score, direct-encounter (Art. 6), wins (byes and walkovers included), average-opponent-rating (the players’ ratings).',
});

/** The largest field sizes the forms offer; the formats library checks the rest against the field at the start. */
const MAX_ROUNDS = 30;
const MAX_GROUP_SIZE = 32;

export const tournamentSettingsSchema = z
  .object({
    name: requiredName(120, said('tournamentNameMissing'), 'tournamentName'),
    venue: optionalName(120, 'venue'),
    startsOn: optionalDate,
    endsOn: optionalDate,
    ruleSet: ruleSetSchema.default('antigua'),
    winsNeeded: wholeNumber(1, 24, 'winsNeeded')
      .default(6)
      .meta({ description: 'Game wins that take a series (first to N).' }),
    gameOneRule: z.enum(OPENING_RULES, said('gameOneRule')).default('seed').meta({
      description:
        'Who moves first in game 1 when the format does not say: the better seed, or a coin toss recorded on the match.',
    }),
    firstMoveRule: z
      .enum(FIRST_MOVE_RULES, said('laterGamesRule'))
      .default('alternate')
      .meta({ description: 'Who moves first in games 2, 3, …: alternate, or the previous winner.' }),
    maxGamesPerSeries: optionalWholeNumber(1, 99, 'gameCap').meta({
      description:
        'At most this many counted games per series (then wins, then seeds captured decide); empty for no cap.',
    }),
    format: formatSchema.default('single-elimination'),
    thirdPlace: flagField.meta({ description: 'Knockouts: play a match for third place.' }),
    grandFinalReset: flagField.meta({
      description: 'Double elimination: a second grand final when the losers-bracket champion wins the first.',
    }),
    doubleRound: flagField.meta({ description: 'Round robin and groups: everyone meets twice.' }),
    rounds: optionalWholeNumber(1, MAX_ROUNDS, 'swissRounds').meta({ description: 'Swiss: the number of rounds.' }),
    groupSize: optionalWholeNumber(2, MAX_GROUP_SIZE, 'groupSize').meta({
      description: 'Groups: at most this many players a group.',
    }),
    qualifiers: optionalWholeNumber(1, MAX_GROUP_SIZE, 'qualifiers').meta({
      description: 'Groups then knockout: how many of each group go through.',
    }),
    tieBreakOrder: listField(tieBreakSchema).optional().meta({
      description:
        'Tie-breaks after match points, in the order they apply; default head-to-head, Buchholz, Sonneborn–Berger, game difference, seeds captured.',
    }),
    selfRegistration: flagField.meta({ description: 'Signed-in players may ask to enter while registration is open.' }),
    confirmationWindowMinutes: wholeNumber(0, 1440, 'confirmationWindow')
      .default(10)
      .meta({ description: 'Minutes after which an undisputed game report counts as confirmed.' }),
  })
  .superRefine((value, context) => {
    if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: saidNow('lastDayBeforeFirst') });
    }
    if (value.maxGamesPerSeries !== null && value.maxGamesPerSeries < value.winsNeeded) {
      context.addIssue({
        code: 'custom',
        path: ['maxGamesPerSeries'],
        message: saidNow('gameCapBelowWins', value.winsNeeded),
      });
    }
    if (value.format === 'swiss' && value.rounds === null)
      context.addIssue({ code: 'custom', path: ['rounds'], message: saidNow('swissRounds') });
    if ((value.format === 'groups' || value.format === 'groups-knockout') && value.groupSize === null) {
      context.addIssue({ code: 'custom', path: ['groupSize'], message: saidNow('groupSizeMissing') });
    }
    if (value.format === 'groups-knockout') {
      if (value.qualifiers === null)
        context.addIssue({ code: 'custom', path: ['qualifiers'], message: saidNow('qualifiersMissing') });
      else if (value.groupSize !== null && value.qualifiers > value.groupSize) {
        context.addIssue({
          code: 'custom',
          path: ['qualifiers'],
          message: saidNow('qualifiersAboveGroupSize', value.groupSize),
        });
      }
    }
    const order = value.tieBreakOrder ?? [];
    const repeated = order.find((tieBreak, index) => order.indexOf(tieBreak) !== index);
    if (repeated)
      context.addIssue({
        code: 'custom',
        path: ['tieBreakOrder'],
        message: saidNow('tieBreakTwice', repeated),
      });
  })
  .transform((value) => ({
    name: value.name,
    venue: value.venue,
    startsOn: value.startsOn,
    endsOn: value.endsOn,
    ruleSet: value.ruleSet,
    winsNeeded: value.winsNeeded,
    gameOneRule: value.gameOneRule,
    firstMoveRule: value.firstMoveRule,
    maxGamesPerSeries: value.maxGamesPerSeries,
    format: value.format,
    formatSettings: formatSettingsOf(value),
    tieBreakOrder: value.tieBreakOrder ?? [...DEFAULT_TIE_BREAKS],
    selfRegistration: value.selfRegistration,
    confirmationWindowMinutes: value.confirmationWindowMinutes,
  }));

/** A tournament's set-up as services take it. */
export type TournamentSettings = z.output<typeof tournamentSettingsSchema>;

function formatSettingsOf(value: {
  format: FormatSettings['format'];
  thirdPlace: boolean;
  grandFinalReset: boolean;
  doubleRound: boolean;
  rounds: number | null;
  groupSize: number | null;
  qualifiers: number | null;
}): FormatSettings {
  switch (value.format) {
    case 'single-elimination':
      return { format: value.format, thirdPlace: value.thirdPlace };
    case 'double-elimination':
      return { format: value.format, grandFinalReset: value.grandFinalReset };
    case 'round-robin':
      return { format: value.format, doubleRound: value.doubleRound };
    case 'groups':
      return { format: value.format, groupSize: value.groupSize!, doubleRound: value.doubleRound };
    case 'swiss':
      return { format: value.format, rounds: value.rounds! };
    case 'groups-knockout':
      return {
        format: value.format,
        groupSize: value.groupSize!,
        doubleRound: value.doubleRound,
        qualifiers: value.qualifiers!,
        thirdPlace: value.thirdPlace,
      };
  }
}

/** The form's flat fields of stored format settings, to fill an edit form. */
export function formatFields(settings: FormatSettings): {
  thirdPlace: boolean;
  grandFinalReset: boolean;
  doubleRound: boolean;
  rounds: number | null;
  groupSize: number | null;
  qualifiers: number | null;
} {
  return {
    thirdPlace: 'thirdPlace' in settings ? settings.thirdPlace : false,
    grandFinalReset: 'grandFinalReset' in settings ? settings.grandFinalReset : false,
    doubleRound: 'doubleRound' in settings ? settings.doubleRound : false,
    rounds: 'rounds' in settings ? settings.rounds : null,
    groupSize: 'groupSize' in settings ? settings.groupSize : null,
    qualifiers: 'qualifiers' in settings ? settings.qualifiers : null,
  };
}

const formatSettingsSchema = z.record(z.string(), z.unknown()).meta({
  id: 'FormatSettings',
  description:
    'The format and its settings, as the formats library reads them: `{ format: "swiss", rounds: 5 }`, `{ format: "single-elimination", thirdPlace: true }`, …',
});

export const tournamentSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    venue: z.string().nullable(),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
    ruleSet: ruleSetSchema,
    winsNeeded: z.number().int(),
    gameOneRule: z.enum(OPENING_RULES),
    firstMoveRule: z.enum(FIRST_MOVE_RULES),
    maxGamesPerSeries: z.number().int().nullable(),
    format: formatSchema,
    formatSettings: formatSettingsSchema,
    tieBreakOrder: z.array(tieBreakSchema),
    selfRegistration: z.boolean(),
    confirmationWindowMinutes: z.number().int(),
    seedingMethod: z.enum(seedingMethods),
    swissAcceleration: z.enum(ACCELERATIONS).meta({ description: 'A Swiss’s accelerated pairings: `none` or `baku`.' }),
    requestedByePoints: z
      .number()
      .meta({ description: 'What a bye a player asks for in a Swiss scores: 0, 0.5 or 1.' }),
    randomSeed: z
      .string()
      .nullable()
      .meta({ description: 'The seed of a random draw: with the entry ids it replays the draw.' }),
    status: z
      .enum(tournamentStatuses)
      .meta({ description: '`draft`: being set up; `registration`: open for entries; `running`; `finished`.' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Tournament' });

/** A tournament in a path: its slug. */
export const tournamentPathSchema = z.object({
  slug: z.string().min(1).max(64).meta({ description: 'The tournament’s slug, as in /t/{slug}.' }),
});
