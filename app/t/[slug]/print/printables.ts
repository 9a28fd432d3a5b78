import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getDb } from '@/db/app-database';
import type { TournamentGame } from '@/db/queries/tournament-games';
import { isAppError } from '@/lib/errors';
import {
  tournamentGames,
  tournamentResults,
  type MatchLine,
  type TournamentResults,
} from '@/lib/services/views/tournament-results';
import { isBye, showsScore, sourceLabel } from '@/app/_components/bracket/match-text';
import { roundNamesOf } from '@/app/_components/bracket/round-names';
import type { Translator } from '@/i18n/translator';

/** The printables' data: a started tournament's results; 404 before the start. */
export async function loadPrintableResults(slug: string): Promise<TournamentResults> {
  return notFoundBeforeStart(async () => tournamentResults(await getDb(), slug));
}

/** The counted games of a started tournament (for score sheets of matches under way); 404 before the start. */
export async function loadPrintableGames(slug: string): Promise<TournamentGame[]> {
  return notFoundBeforeStart(async () => (await tournamentGames(await getDb(), slug)).games);
}

async function notFoundBeforeStart<T>(load: () => Promise<T>): Promise<T> {
  await connection();
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.kind === 'not-found') notFound();
    throw error;
  }
}

/**
 * A side of a match on paper: the player and seed; a bye; where the player will come from
 * ("Winner of W1-3"). Never a blank that reads like a player or a score.
 */
export function sideLabel(
  t: Translator<'print'>,
  tMatch: Translator<'bracket.match'>,
  match: MatchLine,
  slot: 1 | 2,
): string {
  const side = slot === 1 ? match.side1 : match.side2;
  if (side) return `${side.name}${side.seed === null ? '' : ` (${side.seed})`}`;
  if (slot === 1 ? match.bye1 : match.bye2) return t('sides.bye');
  return sourceLabel(tMatch, slot === 1 ? match.source1 : match.source2);
}

/** One side's game wins as they stand, or nothing while the match has no score (not begun, a bye). */
export function sideScore(match: MatchLine, slot: 1 | 2): string {
  const wins = slot === 1 ? match.wins1 : match.wins2;
  return showsScore(match) && wins !== null ? String(wins) : '';
}

/** The series score as it stands, or nothing while it has none (not begun, a bye). */
export function scoreLabel(t: Translator<'print'>, match: MatchLine): string {
  if (!showsScore(match) || match.wins1 === null || match.wins2 === null) return '';
  const wins = `${match.wins1}–${match.wins2}`;
  const score = match.draws > 0 ? t('score.drawn', { score: wins, count: match.draws }) : wins;
  return match.resultKind === 'walkover' ? t('score.walkover', { score }) : score;
}

/** What the small print under a match on the bracket says of how it was decided. */
export function decidedBy(t: Translator<'print'>, match: MatchLine): string {
  if (match.status === 'not-needed') return t('decidedBy.notNeeded');
  if (isBye(match)) return t('decidedBy.bye');
  return match.resultKind === 'walkover' ? t('decidedBy.walkover') : '';
}

/**
 * Each match's round name in the reader's language, by match id. Named a stage at a time: keys
 * repeat from one stage to the next, and a round's name depends on its stage's format and size.
 */
export function roundNamesById(t: Translator<'bracket.rounds'>, matches: readonly MatchLine[]): Map<number, string> {
  const stages = new Map<number, MatchLine[]>();
  for (const match of matches) stages.set(match.stage, [...(stages.get(match.stage) ?? []), match]);
  const names = new Map<number, string>();
  for (const stageMatches of stages.values()) {
    const byKey = roundNamesOf(
      t,
      stageMatches[0].stageKind,
      stageMatches.map((match) => ({
        key: match.key,
        bracket: match.part,
        round: match.round,
        groupNumber: match.group,
      })),
    );
    for (const match of stageMatches) names.set(match.id, byKey[match.key]);
  }
  return names;
}

/** The matches by stage, part and round, in the order the rounds are played, each round with its title. */
export function roundsOf(
  t: Translator<'print'>,
  matches: readonly MatchLine[],
  roundNames: ReadonlyMap<number, string>,
): { title: string; matches: MatchLine[] }[] {
  const rounds = new Map<string, { title: string; matches: MatchLine[] }>();
  for (const match of matches) {
    const key = `${match.stage}|${match.part}|${match.group ?? ''}|${match.round}`;
    const round = roundNames.get(match.id) ?? '';
    const title = match.group === null ? round : t('groupRound', { group: match.group, round });
    if (!rounds.has(key)) rounds.set(key, { title, matches: [] });
    rounds.get(key)!.matches.push(match);
  }
  return [...rounds.values()];
}
