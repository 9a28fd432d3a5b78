// The spectator views (lib/services/views/view-*.ts) in the shapes of the public JSON API
// (lib/validation/public-api.ts). The lookups its handlers share are the views' own
// (lib/services/views/public-lookups.ts).
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import type { MatchView } from '@/lib/services/views/view-match';
import type { TournamentView } from '@/lib/services/views/view-tournament';

/** How long a client or a proxy may keep an answer before asking again (the ETag makes asking cheap). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

const sideBody = (side: MatchSide | null) =>
  side ? { entryId: side.entryId, playerId: side.playerId, name: side.name, seed: side.seed } : null;

function matchBody(match: MatchWithSides, roundName: string) {
  return {
    id: match.id,
    key: match.key,
    part: match.bracket,
    group: match.groupNumber,
    round: match.round,
    roundName,
    position: match.position,
    status: match.status,
    table: match.tableNumber,
    side1: sideBody(match.side1),
    side2: sideBody(match.side2),
    wins1: match.wins1,
    wins2: match.wins2,
    draws: match.draws,
    resultKind: match.resultKind,
    winnerEntryId: match.winnerEntryId,
    winnerNextMatchId: match.winnerNextMatchId,
    loserNextMatchId: match.loserNextMatchId,
  };
}

export function tournamentBody(view: TournamentView) {
  const { tournament } = view;
  return {
    tournament: { ...tournament },
    champion: view.champion ? { playerId: view.champion.playerId, name: view.champion.name } : null,
    stages: view.stages.map(({ stage, matches, roundNames, tables }) => ({
      id: stage.id,
      ordinal: stage.ordinal,
      kind: stage.kind,
      status: stage.status,
      matches: matches.map((match) => matchBody(match, roundNames[match.key] ?? '')),
      // The API explains each row in English words only (`explanation`).
      standings: tables.map(({ group, rows }) => ({
        group,
        rows: rows.map(({ separation: _words, ...row }) => row),
      })),
    })),
  };
}

export function matchDetailBody(view: TournamentView, { match, roundName, games, correction }: MatchView) {
  const ref = (side: MatchSide | null) => (side ? { playerId: side.playerId, name: side.name } : null);
  return {
    tournament: { id: view.tournament.id, slug: view.tournament.slug, name: view.tournament.name },
    match: matchBody(match, roundName),
    games: games.map((game) => ({ ...game, south: ref(game.south), north: ref(game.north), record: game.recordText })),
    // The API says a correction in English (`text`); the facts a page words it from stay out of it.
    correction: correction && (({ ruling: _ruling, recorded: _recorded, ...said }) => said)(correction),
  };
}
