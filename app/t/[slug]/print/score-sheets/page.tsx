import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { TournamentGame } from '@/db/queries/tournament-games';
import type { Translator } from '@/i18n/translator';
import { loadPrintableGames, loadPrintableResults, roundNamesById, sideLabel } from '../printables';
import { ScrollFrame } from '@/app/_components/scroll-frame';
import { ruleSetName } from '@/app/_components/tournament-form-labels';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('print.nav');
  return { title: t('scoreSheets') };
}

interface ScoreSheetsProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ match?: string }>;
}

// One sheet a match to play (or the match asked for with ?match=<id>), a page each: the players,
// the table, a line a game (the games already counted written in, the rest to fill in at the
// board), and boxes for the signatures.
export default async function ScoreSheetsPage({ params, searchParams }: ScoreSheetsProps) {
  const { slug } = await params;
  const [{ tournament, matches }, games] = await Promise.all([loadPrintableResults(slug), loadPrintableGames(slug)]);
  const t = await getTranslations('print');
  const tMatch = await getTranslations('bracket.match');
  const tRounds = await getTranslations('bracket.rounds');
  const tRules = await getTranslations('organise.ruleSets');
  const roundNames = roundNamesById(tRounds, matches);
  const asked = Number((await searchParams).match);
  const sheets =
    Number.isInteger(asked) && asked > 0
      ? matches.filter((match) => match.id === asked)
      : matches.filter((match) => match.status === 'ready' || match.status === 'in-play');
  // Enough lines for the longest series: the cap and its decider, or first to N with the other on N − 1 and a few drawn games.
  const lines =
    tournament.maxGamesPerSeries === null ? tournament.winsNeeded * 2 + 2 : tournament.maxGamesPerSeries + 1;
  return (
    <article className="space-y-8">
      <h1 className="text-2xl font-bold print:hidden">{t('scoreSheets.heading', { name: tournament.name })}</h1>
      {sheets.length === 0 && <p className="text-stone-600">{t('scoreSheets.noSheets')}</p>}
      {sheets.map((match) => {
        const played = games.filter((game) => game.matchId === match.id);
        return (
          <section
            key={match.id}
            aria-label={t('scoreSheets.sheetOf', { match: match.key })}
            className="space-y-4 break-after-page rounded border border-stone-300 p-4 print:border-0 print:p-0"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-bold">
                {tournament.name} · {roundNames.get(match.id)} · {match.key}
              </h2>
              <p className="text-lg">
                {match.table === null ? t('scoreSheets.tableBlank') : t('scoreSheets.table', { number: match.table })}
              </p>
            </header>
            <p className="text-sm">
              {t('scoreSheets.terms', {
                wins: tournament.winsNeeded,
                ruleSet: ruleSetName(tRules, tournament.ruleSet),
              })}
            </p>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-xs uppercase text-stone-600">{t('scoreSheets.player1')}</dt>
                <dd className="text-lg font-semibold">{sideLabel(t, tMatch, match, 1)}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase text-stone-600">{t('scoreSheets.player2')}</dt>
                <dd className="text-lg font-semibold">{sideLabel(t, tMatch, match, 2)}</dd>
              </div>
            </dl>
            <ScrollFrame label={t('scoreSheets.gamesOf', { match: match.key })}>
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr>
                    {[
                      t('scoreSheets.game'),
                      t('scoreSheets.southName'),
                      t('scoreSheets.northName'),
                      t('scoreSheets.firstMove'),
                      t('scoreSheets.seedsSouth'),
                      t('scoreSheets.seedsNorth'),
                      t('scoreSheets.winner'),
                      t('scoreSheets.initials'),
                    ].map((heading) => (
                      <th key={heading} scope="col" className="border border-stone-700 px-1 py-1 text-left">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {played.map((game) => (
                    <tr key={game.game.id} className="h-9" data-game-played="">
                      <th scope="row" className="w-12 border border-stone-700 px-1 text-center tabular-nums">
                        {game.game.number}
                      </th>
                      {playedCells(t, game).map((text, column) => (
                        <td key={column} className="border border-stone-700 px-1">
                          {text}
                        </td>
                      ))}
                    </tr>
                  ))}
                  {Array.from({ length: Math.max(0, lines - played.length) }, (_, index) => (
                    <tr key={index} className="h-9">
                      <th scope="row" className="w-12 border border-stone-700 px-1 text-center tabular-nums">
                        {(played.at(-1)?.game.number ?? 0) + index + 1}
                      </th>
                      {Array.from({ length: 7 }, (__, column) => (
                        <td key={column} className="border border-stone-700" />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
            <div className="grid grid-cols-3 gap-4 pt-2">
              {[
                t('scoreSheets.signaturePlayer1'),
                t('scoreSheets.signaturePlayer2'),
                t('scoreSheets.signatureArbiter'),
              ].map((signature) => (
                <div key={signature} className="flex h-24 flex-col justify-between border border-stone-700 p-2">
                  <span className="text-xs uppercase text-stone-600">{signature}</span>
                  <span className="text-xs text-stone-600">{t('scoreSheets.result')}</span>
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </article>
  );
}

/** A counted game's line, in the sheet's columns: South, North, who moved first, both counts, the winner; initials left to sign. */
function playedCells(t: Translator<'print'>, { game, south, north }: TournamentGame): string[] {
  const winner =
    game.result === 'draw'
      ? t('scoreSheets.draw')
      : game.result === 'south'
        ? south
        : game.result === 'north'
          ? north
          : '';
  return [
    south,
    north,
    game.firstMover === 'south' ? south : north,
    String(game.capturesSouth ?? ''),
    String(game.capturesNorth ?? ''),
    winner,
    '',
  ];
}
