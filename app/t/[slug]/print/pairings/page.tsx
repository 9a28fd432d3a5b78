import type { Metadata } from 'next';
import { roundsOf, loadPrintableResults, scoreLabel, sideLabel } from '../printables';

export const metadata: Metadata = { title: 'Pairings' };

export default async function PairingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { tournament, matches } = await loadPrintableResults((await params).slug);
  const rounds = roundsOf(matches.filter((match) => match.status !== 'not-needed'));
  return (
    <article className="space-y-8">
      <h1 className="text-2xl font-bold">{tournament.name}: pairings</h1>
      {rounds.length === 0 && <p className="text-stone-600">No matches have been drawn yet.</p>}
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
                  Table
                </th>
                <th scope="col" className="py-1 pr-2">
                  Match
                </th>
                <th scope="col" className="py-1 pr-2">
                  Player 1
                </th>
                <th scope="col" className="py-1 pr-2">
                  Player 2
                </th>
                <th scope="col" className="py-1">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {round.matches.map((match) => (
                <tr key={match.id} className="border-b border-stone-300">
                  <td className="py-1.5 pr-2 tabular-nums">{match.table ?? ''}</td>
                  <td className="py-1.5 pr-2">{match.key}</td>
                  <td className="py-1.5 pr-2">{sideLabel(match, 1)}</td>
                  <td className="py-1.5 pr-2">{sideLabel(match, 2)}</td>
                  <td className="py-1.5 tabular-nums">{scoreLabel(match)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
