import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getDb } from '@/db/app-database';
import { isAppError } from '@/lib/errors';
import { tournamentResults, type MatchLine, type TournamentResults } from '@/lib/services/tournament-results';

/** The printables' data: a started tournament's results; 404 before the start. */
export async function loadPrintableResults(slug: string): Promise<TournamentResults> {
  await connection();
  try {
    return await tournamentResults(await getDb(), slug);
  } catch (error) {
    if (isAppError(error) && error.kind === 'not-found') notFound();
    throw error;
  }
}

/** A side of a match on paper: the player and seed, or a blank to fill in once known. */
export function sideLabel(side: MatchLine['side1']): string {
  return side ? `${side.name}${side.seed === null ? '' : ` (${side.seed})`}` : '…';
}

/** The series score as it stands, or nothing before the first game. */
export function scoreLabel(match: MatchLine): string {
  if (match.status === 'pending' || match.status === 'not-needed' || match.wins1 === null || match.wins2 === null) return '';
  const score = `${match.wins1}–${match.wins2}${match.draws > 0 ? ` (${match.draws} drawn)` : ''}`;
  return match.resultKind === 'walkover' ? `${score} w/o` : score;
}

/** The matches by stage, part and round, in the order the rounds are played. */
export function roundsOf(matches: readonly MatchLine[]): { title: string; matches: MatchLine[] }[] {
  const rounds = new Map<string, { title: string; matches: MatchLine[] }>();
  for (const match of matches) {
    const key = `${match.stage}|${match.part}|${match.group ?? ''}|${match.round}`;
    const title = `${match.group === null ? '' : `Group ${match.group}, `}${match.roundName}`;
    if (!rounds.has(key)) rounds.set(key, { title, matches: [] });
    rounds.get(key)!.matches.push(match);
  }
  return [...rounds.values()];
}
