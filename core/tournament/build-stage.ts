// Building a stage: a seeded list and format settings in, every match of the stage out
// (or the first round of a Swiss), with byes already settled.
import { doubleEliminationMatches } from './double-elimination';
import { fail, ok } from './outcome';
import { editMatch, finishDraft, settle, startDraft } from './progression';
import { groupMatches, groupSeeds, roundRobinMatches } from './round-robin';
import { DEFAULT_SERIES_RULES, validateSeriesRules } from './series';
import { singleEliminationMatches } from './single-elimination';
import { swissRoundMatches } from './swiss';
import {
  TIE_BREAKS,
  type EntryId,
  type FormatSettings,
  type Outcome,
  type SeriesRules,
  type SlotSource,
  type Stage,
  type StageMatch,
  type SwissInstructions,
  type TieBreak,
} from './types';

/** The tie-break order of the issue: head-to-head, Buchholz, Sonneborn–Berger, games, seeds. */
export const DEFAULT_TIE_BREAKS: TieBreak[] = [
  'head-to-head',
  'buchholz',
  'sonneborn-berger',
  'game-difference',
  'seeds-captured',
];

/** Options of `buildStage` beyond the format: series rules and tie-breaks of the tournament. */
export interface BuildOptions {
  series?: SeriesRules;
  tieBreaks?: TieBreak[];
  /** A Swiss's instructions, set before the stage is built because they already bind round 1. */
  swiss?: SwissInstructions;
}

function checkEntries(entries: EntryId[]): Outcome<EntryId[]> {
  if (!Array.isArray(entries) || entries.length < 2) {
    return fail('bad-entries', `A stage needs at least 2 entries, not ${Array.isArray(entries) ? entries.length : 0}.`);
  }
  const seen = new Set<EntryId>();
  for (const [index, entry] of entries.entries()) {
    if (typeof entry !== 'string' || entry.length === 0) {
      return fail('bad-entries', `Seed ${index + 1} has no id: every entry needs a non-empty string id.`);
    }
    if (seen.has(entry)) return fail('bad-entries', `Seed ${index + 1} repeats the id "${entry}" of an earlier seed.`);
    seen.add(entry);
  }
  return ok(entries);
}

const isWhole = (value: number, least: number): boolean => Number.isInteger(value) && value >= least;

/** Checks a format's settings against the size of the field. */
function checkSettings(settings: FormatSettings, entryCount: number): Outcome<FormatSettings> {
  switch (settings.format) {
    case 'single-elimination':
    case 'double-elimination':
    case 'round-robin':
      return ok(settings);
    case 'swiss':
      if (!isWhole(settings.rounds, 1) || settings.rounds > Math.max(1, entryCount - 1)) {
        return fail(
          'bad-settings',
          `A Swiss of ${entryCount} entries can have 1 to ${Math.max(1, entryCount - 1)} rounds without forced rematches, not ${settings.rounds}.`,
          { setting: 'rounds' },
        );
      }
      return ok(settings);
    case 'groups':
    case 'groups-knockout': {
      if (!isWhole(settings.groupSize, 2)) {
        return fail('bad-settings', `Groups need a size of at least 2, not ${settings.groupSize}.`, {
          setting: 'groupSize',
        });
      }
      const groups = groupSeeds(entryCount, settings.groupSize);
      const smallest = Math.min(...groups.map((group) => group.length));
      if (smallest < 2) {
        return fail(
          'bad-settings',
          `${entryCount} entries in groups of ${settings.groupSize} leave a group of ${smallest}; choose another group size.`,
          { setting: 'groupSize' },
        );
      }
      if (settings.format === 'groups-knockout') {
        if (!isWhole(settings.qualifiers, 1) || settings.qualifiers > smallest) {
          return fail(
            'bad-settings',
            `Qualifiers per group must be 1 to ${smallest} (the smallest group), not ${settings.qualifiers}.`,
            { setting: 'qualifiers' },
          );
        }
        if (settings.qualifiers * groups.length < 2) {
          return fail('bad-settings', 'The knockout needs at least 2 qualifiers: use two groups or more qualifiers.', {
            setting: 'qualifiers',
          });
        }
      }
      return ok(settings);
    }
    default:
      return fail('bad-settings', `Unknown format "${(settings as { format: string }).format}".`, {
        setting: 'format',
      });
  }
}

function checkTieBreaks(tieBreaks: TieBreak[]): Outcome<TieBreak[]> {
  const unknown = tieBreaks.find((tieBreak) => !(TIE_BREAKS as readonly string[]).includes(tieBreak));
  if (unknown !== undefined) return fail('bad-settings', `Unknown tie-break "${unknown}".`, { setting: 'tieBreaks' });
  if (new Set(tieBreaks).size !== tieBreaks.length)
    return fail('bad-settings', 'A tie-break is listed twice.', { setting: 'tieBreaks' });
  return ok(tieBreaks);
}

const seedSources = (count: number): SlotSource[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'seed', seed: index + 1 }));

function layoutMatches(settings: FormatSettings, entries: EntryId[], groups: number[][]): StageMatch[] {
  switch (settings.format) {
    case 'single-elimination':
      return singleEliminationMatches(seedSources(entries.length), settings.thirdPlace);
    case 'double-elimination':
      return doubleEliminationMatches(seedSources(entries.length), settings.grandFinalReset);
    case 'round-robin':
      return roundRobinMatches(
        entries.map((_, index) => index + 1),
        settings.doubleRound,
        'round-robin',
        null,
      );
    case 'groups':
    case 'groups-knockout':
      return groupMatches(groups, settings.doubleRound);
    case 'swiss':
      return [];
  }
}

/**
 * Builds a stage from a seeded list (index 0 = seed 1) and the format settings: every
 * match laid out, seeds placed, byes settled. Swiss stages get their first round.
 */
export function buildStage(entries: EntryId[], settings: FormatSettings, options: BuildOptions = {}): Outcome<Stage> {
  const checkedEntries = checkEntries(entries);
  if (!checkedEntries.ok) return checkedEntries;
  const checked = checkSettings(settings, entries.length);
  if (!checked.ok) return checked;
  const series = options.series ?? DEFAULT_SERIES_RULES;
  const checkedSeries = validateSeriesRules(series);
  if (!checkedSeries.ok) return checkedSeries;
  const tieBreaks = options.tieBreaks ?? DEFAULT_TIE_BREAKS;
  const checkedTieBreaks = checkTieBreaks(tieBreaks);
  if (!checkedTieBreaks.ok) return checkedTieBreaks;

  const groupSeedLists =
    settings.format === 'groups' || settings.format === 'groups-knockout'
      ? groupSeeds(entries.length, settings.groupSize)
      : [];
  const stage: Stage = {
    settings,
    series,
    tieBreaks: [...tieBreaks],
    entries: [...entries],
    withdrawn: [],
    groups: groupSeedLists.map((seeds) => seeds.map((seed) => entries[seed - 1])),
    matches: layoutMatches(settings, entries, groupSeedLists),
  };
  if (settings.format === 'swiss') {
    if (options.swiss) stage.swiss = options.swiss;
    stage.matches = swissRoundMatches(stage, 1);
  }
  return ok(seatAndSettle(stage, 0).stage);
}

/**
 * Seats the seeded entries of the matches from `from` on and settles them in order, so
 * byes and walkovers run through the bracket. Used when a stage is built or grows.
 */
export function seatAndSettle(stage: Stage, from: number, qualifiers: Map<string, EntryId> = new Map()) {
  const draft = startDraft(stage);
  for (let position = from; position < draft.matches.length; position++) {
    const match = editMatch(draft, position);
    for (const slot of match.slots) {
      const source = slot.source;
      if (source.type === 'seed') slot.entry = stage.entries[source.seed - 1];
      if (source.type === 'bye') slot.bye = true;
      if (source.type === 'qualifier') {
        const entry = qualifiers.get(`${source.group}:${source.place}`) ?? null;
        slot.entry = entry;
        slot.bye = entry === null;
      }
    }
  }
  for (let position = from; position < draft.matches.length; position++) settle(draft, position);
  return finishDraft(draft);
}
