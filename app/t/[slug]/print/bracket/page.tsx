import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { bracketName } from '@/app/_components/labels';
import { decidedBy, loadPrintableResults, roundNamesById, roundsOf, sideLabel, sideScore } from '../printables';
import { ScrollFrame } from '@/app/_components/scroll-frame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('print.nav');
  return { title: t('bracket') };
}

// A bracket on paper: each part of each stage as columns of rounds, landscape. The live picture is
// the tournament page's; this is the simple tree the organiser pins to the wall.
export default async function BracketPrintPage({ params }: { params: Promise<{ slug: string }> }) {
  const { tournament, matches, standings } = await loadPrintableResults((await params).slug);
  const t = await getTranslations('print');
  const tMatch = await getTranslations('bracket.match');
  const tParts = await getTranslations('common.parts');
  const tRounds = await getTranslations('bracket.rounds');
  const roundNames = roundNamesById(tRounds, matches);
  const parts = [...new Set(matches.map((match) => `${match.stage}|${match.part}`))];
  const champion = tournament.status === 'finished' ? standings.find((line) => line.rank === 1) : undefined;
  return (
    <article className="space-y-6">
      <style>{'@page { size: A4 landscape; margin: 10mm; }'}</style>
      <h1 className="text-2xl font-bold">{t('bracket.heading', { name: tournament.name })}</h1>
      {champion && <p className="text-lg">{t('bracket.champion', { name: champion.name })}</p>}
      {parts.length === 0 && <p className="text-stone-600">{t('bracket.noDraw')}</p>}
      {parts.map((part) => {
        const partMatches = matches.filter((match) => `${match.stage}|${match.part}` === part);
        const name = bracketName(tParts, partMatches[0].part);
        return (
          <section key={part} className="space-y-2 break-inside-avoid">
            <h2 className="text-lg font-semibold">{name}</h2>
            {/* On screen the rounds may be wider than a phone: they scroll in their frame. */}
            <ScrollFrame label={name} className="flex gap-4">
              {roundsOf(t, partMatches, roundNames).map((round) => (
                <div key={round.title} className="flex min-w-44 flex-1 flex-col justify-around gap-2">
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">{round.title}</h3>
                  {round.matches.map((match) => (
                    <div key={match.id} className="break-inside-avoid rounded border border-stone-500 text-xs">
                      {([1, 2] as const).map((slot) => {
                        const side = slot === 1 ? match.side1 : match.side2;
                        return (
                          <div
                            key={slot}
                            className={`flex justify-between gap-2 px-1.5 py-0.5 ${slot === 1 ? 'border-b border-stone-300' : ''} ${side && side.entryId === match.winnerEntryId ? 'font-bold' : ''}`}
                          >
                            <span className={side ? '' : 'italic text-stone-600'}>
                              {sideLabel(t, tMatch, match, slot)}
                            </span>
                            <span className="tabular-nums">{sideScore(match, slot)}</span>
                          </div>
                        );
                      })}
                      <div className="px-1.5 text-xs text-stone-600 print:text-[10px]">
                        {match.key}
                        {decidedBy(t, match)}
                      </div>
                    </div>
                  ))}
                </div>
              ))}
            </ScrollFrame>
          </section>
        );
      })}
    </article>
  );
}
