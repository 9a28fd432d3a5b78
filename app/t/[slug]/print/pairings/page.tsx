import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadPrintableResults, roundNamesById, roundsOf, scoreLabel, sideLabel } from '../printables';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('print.nav');
  return { title: t('pairings') };
}

export default async function PairingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { tournament, matches } = await loadPrintableResults((await params).slug);
  const t = await getTranslations('print');
  const tMatch = await getTranslations('bracket.match');
  const tRounds = await getTranslations('bracket.rounds');
  const rounds = roundsOf(
    t,
    matches.filter((match) => match.status !== 'not-needed'),
    roundNamesById(tRounds, matches),
  );
  return (
    <article className="space-y-8">
      <h1 className="text-2xl font-bold">{t('pairings.heading', { name: tournament.name })}</h1>
      {rounds.length === 0 && <p className="text-stone-600">{t('pairings.noMatches')}</p>}
      {rounds.map((round, index) => (
        <section
          key={round.title + index}
          className="space-y-2 break-inside-avoid print:break-before-page print:first-of-type:break-before-auto"
        >
          <h2 className="text-lg font-semibold">{round.title}</h2>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-stone-800 text-left">
                <th scope="col" className="py-1 pr-2">
                  {t('pairings.table')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('pairings.match')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('pairings.player1')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('pairings.player2')}
                </th>
                <th scope="col" className="py-1">
                  {t('pairings.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {round.matches.map((match) => (
                <tr key={match.id} className="border-b border-stone-300">
                  <td className="py-1.5 pr-2 tabular-nums">{match.table ?? ''}</td>
                  <td className="py-1.5 pr-2">{match.key}</td>
                  <td className="py-1.5 pr-2">{sideLabel(t, tMatch, match, 1)}</td>
                  <td className="py-1.5 pr-2">{sideLabel(t, tMatch, match, 2)}</td>
                  <td className="py-1.5 tabular-nums">{scoreLabel(t, match)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
