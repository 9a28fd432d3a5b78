import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { connection } from 'next/server';
import { getDb } from '@/db/app-database';
import { listTournamentMatches } from '@/db/queries/matches';
import { findTournamentBySlug } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import { RULE_SETS } from '@/lib/warri';
import { bracketLabels, bracketOrder, dateRange, formatLabels } from '../../_components/labels';
import { LoadingNote } from '../../_components/loading-note';
import { RoundList } from './round-list';

interface TournamentPageProps {
  params: Promise<{ slug: string }>;
}

async function loadPublicTournament(slug: string): Promise<Tournament> {
  await connection();
  const tournament = await findTournamentBySlug(await getDb(), slug);
  if (!tournament || tournament.status === 'draft') notFound();
  return tournament;
}

export async function generateMetadata({ params }: TournamentPageProps): Promise<Metadata> {
  const tournament = await loadPublicTournament((await params).slug);
  return { title: tournament.name };
}

export default async function TournamentPage({ params }: TournamentPageProps) {
  // The tournament is awaited before anything is sent, so an unknown slug answers 404.
  const tournament = await loadPublicTournament((await params).slug);
  const dates = dateRange(tournament.startsOn, tournament.endsOn);

  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tournament.name}</h1>
        <p className="text-stone-700">{[dates, tournament.venue].filter(Boolean).join(' · ')}</p>
        <p className="text-sm text-stone-600">
          {formatLabels[tournament.format]} · every match first to {tournament.winsNeeded} game wins · {RULE_SETS[tournament.ruleSet].name}
        </p>
      </header>

      <Suspense fallback={<LoadingNote>Loading the matches…</LoadingNote>}>
        <TournamentMatches tournamentId={tournament.id} />
      </Suspense>
    </article>
  );
}

async function TournamentMatches({ tournamentId }: { tournamentId: number }) {
  const stages = await listTournamentMatches(await getDb(), tournamentId);
  return (
    <>
      {stages.every(({ matches }) => matches.length === 0) ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          The draw has not been made yet. Matches appear here once the tournament starts.
        </p>
      ) : (
        stages.map(({ stage, matches }) =>
          bracketOrder
            .map((part) => ({ part, partMatches: matches.filter((match) => match.bracket === part) }))
            .filter(({ partMatches }) => partMatches.length > 0)
            .map(({ part, partMatches }) => (
              <section key={`${stage.id}-${part}`} aria-labelledby={`part-${stage.id}-${part}`} className="space-y-4">
                <h2 id={`part-${stage.id}-${part}`} className="text-xl font-semibold">
                  {stages.length > 1 ? `Stage ${stage.ordinal}: ` : ''}
                  {part === 'winners' && stage.kind !== 'double-elimination' ? 'Knockout' : bracketLabels[part]}
                </h2>
                <RoundList matches={partMatches} knockout={part === 'winners'} />
              </section>
            )),
        )
      )}
    </>
  );
}
