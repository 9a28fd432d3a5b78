// The operations the app calls on a stored stage. Each takes the stage as stored and
// returns the new stage, the rows that changed and what happened, or refuses with a
// reason and changes nothing.
import { seatAndSettle } from './build-stage';
import { crossSeedSources } from './cross-seeding';
import { fail, ok } from './outcome';
import {
  clearSlot,
  editMatch,
  finishDraft,
  finishMatch,
  matchIndex,
  outcomeEntries,
  settle,
  startDraft,
  type Draft,
} from './progression';
import { walkoverResult } from './series';
import { singleEliminationMatches } from './single-elimination';
import { standings } from './standings';
import { checkSwissBoards, swissRoundMatches, type SwissBoards } from './swiss';
import type { EntryId, MatchResult, Outcome, ReportedResult, SlotIndex, Stage, StageMatch, StageUpdate } from './types';

/** Options of a correction. */
export interface CorrectionOptions {
  /** The organiser insists: later matches that already have games are reset. */
  force?: boolean;
  /** Keys of matches that have games recorded, finished or not (the app knows them). */
  matchesWithGames?: string[];
}

/** A correction's outcome: the update plus the later matches it reset. */
export interface CorrectionUpdate extends StageUpdate {
  reset: string[];
}

function describeWait(match: StageMatch): string {
  if (match.status === 'finished') return `${match.key} is already finished; correct it instead`;
  if (match.status === 'not-needed') return `${match.key} is not needed and will not be played`;
  const waiting = match.slots
    .filter((slot) => slot.entry === null && !slot.bye)
    .map((slot) => ('match' in slot.source ? `the ${slot.source.type} of ${slot.source.match}` : 'a qualifier'));
  return `${match.key} is waiting for ${waiting.join(' and ')}`;
}

function toMatchResult(stage: Stage, match: StageMatch, reported: ReportedResult): Outcome<MatchResult> {
  const slot = match.slots.findIndex((candidate) => candidate.entry === reported.winner);
  if (slot < 0) {
    return fail('bad-result', `${reported.winner} does not play in ${match.key}.`, { matches: [match.key] });
  }
  const winner = slot as SlotIndex;
  if (reported.walkover) return ok(walkoverResult(stage.series, winner));
  const rules = stage.series;
  const draws = reported.draws ?? 0;
  if (!Number.isInteger(draws) || draws < 0)
    return fail('bad-result', `Drawn games must be a whole number of at least 0, not ${draws}.`);
  for (const [field, pair] of [
    ['wins', reported.wins],
    ['captures', reported.captures],
  ] as const) {
    if (
      pair !== undefined &&
      (!Array.isArray(pair) || pair.length !== 2 || pair.some((value) => !Number.isInteger(value) || value < 0))
    ) {
      return fail('bad-result', `${field} must be two whole numbers of at least 0, in slot order.`);
    }
  }
  if (reported.wins) {
    const own = reported.wins[winner];
    const theirs = reported.wins[winner === 0 ? 1 : 0];
    const played = own + theirs + draws;
    const byWins = own === rules.winsNeeded && theirs < rules.winsNeeded;
    const atCap = rules.maxGames !== null && played >= rules.maxGames && played <= rules.maxGames + 1 && own >= theirs;
    if (!byWins && !atCap) {
      return fail(
        'bad-result',
        `A score of ${reported.wins[0]}–${reported.wins[1]} does not give ${match.key} to ${reported.winner}: the series is first to ${rules.winsNeeded}.`,
        { matches: [match.key] },
      );
    }
  }
  return ok({
    winner,
    how: 'played',
    wins: reported.wins ? [reported.wins[0], reported.wins[1]] : null,
    draws,
    captures: reported.captures ? [reported.captures[0], reported.captures[1]] : null,
  });
}

function locate(draft: Draft, key: string): Outcome<number> {
  const position = draft.index.get(key);
  if (position === undefined)
    return fail('unknown-match', `There is no match ${key} in this stage.`, { matches: [key] });
  return ok(position);
}

/**
 * Records a finished series (or a walkover) for a ready match and moves its winner and
 * loser on; byes and walkovers that follow settle at once.
 */
export function recordResult(stage: Stage, key: string, reported: ReportedResult): Outcome<StageUpdate> {
  const draft = startDraft(stage);
  const position = locate(draft, key);
  if (!position.ok) return position;
  const match = draft.matches[position.value];
  if (match.status !== 'ready')
    return fail('match-not-ready', `Cannot record ${key}: ${describeWait(match)}.`, { matches: [key] });
  const result = toMatchResult(stage, match, reported);
  if (!result.ok) return result;
  finishMatch(draft, position.value, result.value);
  return ok(finishDraft(draft));
}

/**
 * Withdraws an entry: every match of his still to be played is a walkover to the
 * opponent (now, or when the opponent arrives), and a Swiss pairs him no more.
 */
export function withdraw(stage: Stage, entry: EntryId): Outcome<StageUpdate> {
  if (!stage.entries.includes(entry)) return fail('unknown-entry', `${entry} is not an entry of this stage.`);
  if (stage.withdrawn.includes(entry)) return fail('already-withdrawn', `${entry} has already withdrawn.`);
  const draft = startDraft(stage);
  draft.withdrawn.add(entry);
  draft.matches.forEach((match, position) => {
    if (match.status !== 'finished' && match.slots.some((slot) => slot.entry === entry)) settle(draft, position);
  });
  return ok(finishDraft(draft));
}

/**
 * Corrects the result of a finished series. When the winner changes, everything that
 * followed from it is recomputed; if a later match already has games (played, or listed
 * in `matchesWithGames`) the correction is refused unless forced, and then those matches
 * are reset and listed. Swiss pairings already made stand, as in chess.
 */
export function correctResult(
  stage: Stage,
  key: string,
  reported: ReportedResult,
  options: CorrectionOptions = {},
): Outcome<CorrectionUpdate> {
  const draft = startDraft(stage);
  const position = locate(draft, key);
  if (!position.ok) return position;
  const match = draft.matches[position.value];
  if (match.status !== 'finished' || !match.result || match.result.how === 'bye') {
    return fail('match-not-finished', `${key} has no result to correct.`, { matches: [key] });
  }
  const result = toMatchResult(stage, match, reported);
  if (!result.ok) return result;
  const before = outcomeEntries(match);
  const after = outcomeEntries({ ...match, result: result.value });
  const withGames = new Set(options.matchesWithGames ?? []);
  const affected: string[] = [];
  const winnerChanged = before.winner !== after.winner || before.loser !== after.loser;
  if (winnerChanged) undoConsequences(draft, position.value, withGames, affected);
  const redraw = match.part === 'group' ? knockoutRedraw(stage, position.value, result.value, withGames) : null;
  if (redraw) affected.push(...redraw);
  if (affected.length > 0 && !options.force) {
    return fail(
      'later-matches-played',
      `Correcting ${key} changes who plays in ${affected.join(', ')}, which already ${affected.length === 1 ? 'has' : 'have'} games; force it to reset ${affected.length === 1 ? 'that match' : 'those matches'}.`,
      { matches: affected, match: key },
    );
  }
  for (const reset of affected) draft.changes.push({ type: 'reset', match: reset });
  if (winnerChanged) finishMatch(draft, position.value, result.value);
  else {
    editMatch(draft, position.value).result = result.value;
    draft.changes.push({ type: 'result', match: key, winner: after.winner, how: result.value.how });
  }
  const update = finishDraft(draft);
  return ok({ ...(redraw ? rebuildKnockout(update) : update), reset: affected });
}

/** Takes back everything that followed from a match's result, noting matches with games. */
function undoConsequences(draft: Draft, start: number, withGames: Set<string>, affected: string[]): void {
  const queue = [start];
  while (queue.length > 0) {
    const source = draft.matches[queue.shift()!];
    for (const destination of [source.winnerTo, source.loserTo]) {
      if (!destination) continue;
      const position = draft.index.get(destination.match)!;
      const target = draft.matches[position];
      const hadGames = target.result?.how === 'played' || withGames.has(target.key);
      if (hadGames && !affected.includes(target.key)) affected.push(target.key);
      const wasSettled = target.status === 'finished' || target.status === 'not-needed';
      clearSlot(draft, destination);
      if (wasSettled) {
        const edited = editMatch(draft, position);
        edited.result = null;
        edited.status = 'pending';
        queue.push(position);
      }
    }
  }
}

/**
 * Group standings decide the knockout: when a correction changes who qualifies where after
 * the knockout was drawn, it is drawn again. Returns the knockout matches with games that
 * a redraw would reset, or null when no redraw is needed.
 */
function knockoutRedraw(stage: Stage, position: number, result: MatchResult, withGames: Set<string>): string[] | null {
  const knockout = stage.matches.filter((match) => match.part === 'winners' || match.part === 'third-place');
  if (knockout.length === 0) return null;
  const corrected = stage.matches.map((match, index) => (index === position ? { ...match, result } : match));
  const now = qualifierMap({ ...stage, matches: corrected });
  const seated = qualifierMap(stage);
  if ([...now].every(([place, entry]) => seated.get(place) === entry)) return null;
  return knockout
    .filter((match) => match.result?.how === 'played' || withGames.has(match.key))
    .map((match) => match.key);
}

/** Drops the knockout drawn from the groups and draws it again from the current standings. */
function rebuildKnockout(update: StageUpdate): StageUpdate {
  const groupsOnly: Stage = {
    ...update.stage,
    matches: update.stage.matches.filter((match) => match.part === 'group'),
  };
  const drawn = drawKnockout(groupsOnly);
  return {
    stage: drawn.stage,
    changed: [...update.changed, ...drawn.changed],
    changes: [...update.changes, ...drawn.changes],
  };
}

/** Who finished where in each group, skipping entries that withdrew: `group:place` → entry. */
function qualifierMap(stage: Stage): Map<string, EntryId> {
  const settings = stage.settings;
  const qualifiers = settings.format === 'groups-knockout' ? settings.qualifiers : 0;
  const map = new Map<string, EntryId>();
  stage.groups.forEach((_, index) => {
    const rows = standings(stage, { group: index + 1 }).filter((row) => !row.withdrawn);
    rows.slice(0, qualifiers).forEach((row, place) => map.set(`${index + 1}:${place + 1}`, row.entry));
  });
  return map;
}

function drawKnockout(stage: Stage): StageUpdate {
  const settings = stage.settings;
  const thirdPlace = settings.format === 'groups-knockout' && settings.thirdPlace;
  const qualifiers = settings.format === 'groups-knockout' ? settings.qualifiers : 0;
  const knockout = singleEliminationMatches(crossSeedSources(stage.groups.length, qualifiers), thirdPlace);
  const grown: Stage = { ...stage, matches: [...stage.matches, ...knockout] };
  const update = seatAndSettle(grown, stage.matches.length, qualifierMap(stage));
  update.changes.unshift({ type: 'round', part: 'winners', round: 1 });
  return update;
}

const isSettled = (match: StageMatch): boolean => match.status === 'finished' || match.status === 'not-needed';

/** The Swiss round that can be paired now, without pairing it; refused while the current one is unfinished or none is left. */
export function nextSwissRound(stage: Stage): Outcome<number> {
  const settings = stage.settings;
  if (settings.format !== 'swiss')
    return fail('wrong-format', `A ${settings.format} stage is not paired round by round.`);
  const current = Math.max(0, ...stage.matches.map((match) => match.round));
  const unfinished = stage.matches.filter((match) => !isSettled(match)).map((match) => match.key);
  if (unfinished.length > 0) {
    return fail('round-not-available', `Round ${current} is not finished: ${unfinished.join(', ')} still to play.`, {
      matches: unfinished,
    });
  }
  if (current >= settings.rounds) return fail('round-not-available', `All ${settings.rounds} rounds have been paired.`);
  const active = stage.entries.length - stage.withdrawn.length;
  if (active < 2) return fail('round-not-available', 'Fewer than two entries are still playing.');
  return ok(current + 1);
}

/** Whether a next round can be made now, without making it (a Swiss's pairing is not cheap). */
export const canMakeNextRound = (stage: Stage): boolean =>
  stage.settings.format === 'swiss' ? nextSwissRound(stage).ok : nextRound(stage).ok;

/**
 * Makes the next round once the current one is complete: the next Swiss round, or the
 * knockout after the groups (top qualifiers of each group, cross-seeded). A Swiss round is the
 * Dutch pairing unless the arbiter's own pairing is `given` (checked for completeness only: what
 * else it breaks is for the arbiter to weigh, `checkSwissBoards`).
 */
export function nextRound(stage: Stage, given?: SwissBoards): Outcome<StageUpdate> {
  const settings = stage.settings;
  if (settings.format === 'swiss') {
    const open = nextSwissRound(stage);
    if (!open.ok) return open;
    const current = open.value - 1;
    if (given) {
      const checked = checkSwissBoards(stage, current + 1, given);
      if (!checked.ok) return checked;
    }
    const grown: Stage = { ...stage, matches: [...stage.matches, ...swissRoundMatches(stage, current + 1, given)] };
    const update = seatAndSettle(grown, stage.matches.length);
    update.changes.unshift({ type: 'round', part: 'swiss', round: current + 1 });
    return ok(update);
  }
  if (settings.format === 'groups-knockout') {
    if (stage.matches.some((match) => match.part === 'winners')) {
      return fail('round-not-available', 'The knockout has already been drawn.');
    }
    const unfinished = stage.matches.filter((match) => !isSettled(match)).map((match) => match.key);
    if (unfinished.length > 0) {
      return fail('round-not-available', `The groups are not finished: ${unfinished.join(', ')} still to play.`, {
        matches: unfinished,
      });
    }
    return ok(drawKnockout(stage));
  }
  return fail('wrong-format', `A ${settings.format} stage has all its matches from the start.`);
}

/** A late entry into a Swiss: paired from the next round on, with no points. */
export function addEntry(stage: Stage, entry: EntryId): Outcome<StageUpdate> {
  if (stage.settings.format !== 'swiss') {
    return fail(
      'wrong-format',
      'Late entries are possible only in a Swiss; a bracket or league is fixed when it is built.',
    );
  }
  if (typeof entry !== 'string' || entry.length === 0) return fail('bad-entries', 'A late entry needs a non-empty id.');
  if (stage.entries.includes(entry)) return fail('bad-entries', `${entry} is already an entry of this stage.`);
  return ok({ stage: { ...stage, entries: [...stage.entries, entry] }, changed: [], changes: [] });
}

/** The match with `key`, for callers that hold a stage. */
export function matchByKey(stage: Stage, key: string): StageMatch | undefined {
  const position = matchIndex(stage.matches).get(key);
  return position === undefined ? undefined : stage.matches[position];
}
