// A tournament's results as the exports and printables show them: the standings (the final ranks
// once closed; while running, the places decided so far; in a league, each line's figures from
// the same standings tables the tournament page shows), every match with its series score, and
// the counted games, and the organisers' corrections in force (as the match page says them). Public data once the tournament has started; before that there is nothing to
// show and the tournament may still be a draft, so it answers as if there were no tournament.
import type { Db } from '@/db/client';
import { listEntries } from '@/db/queries/entries';
import { listTournamentMatches } from '@/db/queries/matches';
import { stageInstructions, stageOfListed } from '@/db/queries/stages';
import { listConfirmedGames, type TournamentGame } from '@/db/queries/tournament-games';
import { findTournamentBySlug } from '@/db/queries/tournaments';
import type { Match, Tournament } from '@/db/schema';
import { AppError } from '@/lib/errors';
import {
  finalRanks,
  hasStandings,
  leagueTables,
  roundName,
  tieBreakValue,
  type Format,
  type Stage,
  type TieBreak,
} from '@/core/tournament';
import { matchCorrections, type MatchCorrection } from './match-corrections';

export interface StandingLine {
  rank: number | null;
  entryId: number;
  seed: number | null;
  name: string;
  club: string | null;
  country: string | null;
  /** What the entry is now, truthfully: in a league nobody is knocked out, and once it ends everyone still in has finished. */
  status: 'active' | 'eliminated' | 'finished' | 'withdrawn';
  /** Its line of a league's standings table, as the tournament page shows it; null in a knockout. */
  league: LeagueLine | null;
}

/** A line of a league, Swiss or group table. */
export interface LeagueLine {
  group: number | null;
  /** The place in its table: the group's for a group, else the league's. */
  tableRank: number;
  played: number;
  won: number;
  lost: number;
  /** Byes that scored (Swiss). */
  byes: number;
  matchPoints: number;
  /** Each of the tournament's tie-breaks, in its order; head-to-head is null where it did not come into play. */
  tieBreaks: { tieBreak: TieBreak; value: number | null }[];
}

/** How a league's standings are laid out: its format, its tie-breaks in order, whether it has groups. */
export interface LeagueLayout {
  format: Format;
  tieBreaks: TieBreak[];
  grouped: boolean;
}

export interface MatchLine {
  id: number;
  key: string;
  stage: number;
  /** The stage's format, which a round's name depends on (app/_components/bracket/round-names.ts). */
  stageKind: Format;
  part: Match['bracket'];
  group: number | null;
  round: number;
  roundName: string;
  table: number | null;
  status: Match['status'];
  resultKind: Match['resultKind'];
  side1: { entryId: number; seed: number | null; name: string } | null;
  side2: { entryId: number; seed: number | null; name: string } | null;
  /** An empty slot: settled as nobody (a bye), or where its player will come from. */
  bye1: boolean;
  bye2: boolean;
  source1: Match['source1'];
  source2: Match['source2'];
  wins1: number | null;
  wins2: number | null;
  draws: number;
  winnerEntryId: number | null;
  /** The correction in force, or null when the games decide the result. */
  correction: Pick<MatchCorrection, 'text' | 'reason' | 'correctedAt'> | null;
}

export interface TournamentResults {
  tournament: Tournament;
  /** Null for a knockout. */
  league: LeagueLayout | null;
  standings: StandingLine[];
  matches: MatchLine[];
}

/** The tournament at the slug, if it has started (running or finished); else 404. */
export async function startedTournamentOfSlug(db: Db, slug: string): Promise<Tournament> {
  const tournament = await findTournamentBySlug(db, slug);
  if (!tournament || (tournament.status !== 'running' && tournament.status !== 'finished')) {
    throw new AppError(
      'not-found',
      'no-results',
      'There are no results here: the tournament has not started, or does not exist.',
    );
  }
  return tournament;
}

export async function tournamentResults(db: Db, slug: string): Promise<TournamentResults> {
  const tournament = await startedTournamentOfSlug(db, slug);
  const stages = await listTournamentMatches(db, tournament.id);
  const entries = await listEntries(db, tournament.id);
  const current = stages.at(-1);
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const ranks = new Map<number, number>();
  if (tournament.status === 'finished')
    for (const entry of entries) if (entry.finalRank !== null) ranks.set(entry.id, entry.finalRank);
  const roundNames = new Map<number, string>();
  let league: LeagueLayout | null = null;
  let leagueLines = new Map<number, LeagueLine>();
  for (const { stage, matches } of stages) {
    const loaded = stageOfListed(
      { stage, matches },
      tournament,
      (entryId) => entryById.get(entryId),
      await stageInstructions(db, stage, tournament),
    );
    const byKey = new Map(loaded.matches.map((match) => [match.key, match]));
    for (const match of matches) roundNames.set(match.id, roundName(loaded, byKey.get(match.key)!));
    if (tournament.status === 'running' && stage.id === current?.stage.id)
      for (const row of finalRanks(loaded)) ranks.set(Number(row.entry), row.rank);
    if (hasStandings(loaded.settings.format)) {
      league = { format: loaded.settings.format, tieBreaks: loaded.tieBreaks, grouped: loaded.groups.length > 0 };
      leagueLines = linesOfLeague(loaded);
    }
  }
  const standings = entries
    .filter((entry) => entry.seed !== null || ranks.has(entry.id))
    .map((entry) => ({
      rank: ranks.get(entry.id) ?? null,
      entryId: entry.id,
      seed: entry.seed,
      name: entry.player.displayName,
      club: entry.player.club,
      country: entry.player.country,
      status: standingStatus(entry.status, tournament, league !== null),
      league: leagueLines.get(entry.id) ?? null,
    }))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || (a.seed ?? Infinity) - (b.seed ?? Infinity));
  const corrections = await matchCorrections(
    db,
    tournament,
    stages.flatMap(({ stage, matches: rows }) => rows.map((match) => ({ match, seededEntries: stage.seededEntries }))),
  );
  const matches = stages.flatMap(({ stage, matches: rows }) =>
    rows.map((match): MatchLine => ({
      id: match.id,
      key: match.key,
      stage: stage.ordinal,
      stageKind: stage.kind,
      part: match.bracket,
      group: match.groupNumber,
      round: match.round,
      roundName: roundNames.get(match.id)!,
      table: match.tableNumber,
      status: match.status,
      resultKind: match.resultKind,
      side1: match.side1 && { entryId: match.side1.entryId, seed: match.side1.seed, name: match.side1.name },
      side2: match.side2 && { entryId: match.side2.entryId, seed: match.side2.seed, name: match.side2.name },
      bye1: match.bye1,
      bye2: match.bye2,
      source1: match.source1,
      source2: match.source2,
      wins1: match.wins1,
      wins2: match.wins2,
      draws: match.draws,
      winnerEntryId: match.winnerEntryId,
      correction: correctionLine(corrections.get(match.id)),
    })),
  );
  return { tournament, league, standings, matches };
}

function standingStatus(
  status: 'active' | 'eliminated' | 'withdrawn',
  tournament: Tournament,
  league: boolean,
): StandingLine['status'] {
  if (status === 'withdrawn') return 'withdrawn';
  // Closing a tournament marks all but the champion eliminated; in a league that only means it ended.
  if (tournament.status === 'finished' && (league || status === 'active')) return 'finished';
  return status;
}

/** Each entry's line of the league's standings tables, by entry id. */
function linesOfLeague(stage: Stage): Map<number, LeagueLine> {
  const lines = new Map<number, LeagueLine>();
  for (const { group, rows } of leagueTables(stage)) {
    for (const row of rows) {
      lines.set(Number(row.entry), {
        group,
        tableRank: row.rank,
        played: row.played,
        won: row.won,
        lost: row.lost,
        byes: row.byes,
        matchPoints: row.matchPoints,
        tieBreaks: stage.tieBreaks.map((tieBreak) => ({ tieBreak, value: tieBreakValue(row, tieBreak) })),
      });
    }
  }
  return lines;
}

const correctionLine = (correction: MatchCorrection | undefined): MatchLine['correction'] =>
  correction ? { text: correction.text, reason: correction.reason, correctedAt: correction.correctedAt } : null;

/** The counted games of a started tournament, for the game-records file. */
export async function tournamentGames(
  db: Db,
  slug: string,
): Promise<{ tournament: Tournament; games: TournamentGame[] }> {
  const tournament = await startedTournamentOfSlug(db, slug);
  return { tournament, games: await listConfirmedGames(db, tournament.id) };
}
