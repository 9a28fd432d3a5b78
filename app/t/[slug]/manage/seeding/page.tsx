import type { Metadata } from 'next';
import { listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { seriesRulesOf, tieBreaksOf } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import { buildStage, roundName, type FormatSettings, type Slot } from '@/core/tournament';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { loadManagePage } from '../manage-page';
import { SeedingForms } from './seeding-forms';
import { NotAllowed } from '../_components/not-allowed';

export const metadata: Metadata = { title: 'Seeding' };

const methodText: Record<Tournament['seedingMethod'], string> = {
  rating: 'by rating',
  random: 'by a random draw',
  manual: 'by hand',
};

export default async function SeedingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '/seeding', 'manage');
  if (!allowed)
    return (
      <NotAllowed title="Seeding" rights={rights}>
        Only the organisers of this tournament can seed it.
      </NotAllowed>
    );
  const active = (await listEntries(db, tournament.id)).filter((entry) => entry.status !== 'withdrawn');
  const seeded = active.some((entry) => entry.seed !== null);
  const settingUp = tournament.status === 'draft' || tournament.status === 'registration';
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title="Seeding" rights={rights}>
        {seeded ? `Seeded ${methodText[tournament.seedingMethod]}.` : 'Not seeded yet.'}
      </TournamentPageHeader>
      {tournament.randomSeed && seeded ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
          Draw seed:{' '}
          <strong className="font-mono" data-testid="draw-seed">
            {tournament.randomSeed}
          </strong>
          . The draw is random, but the same seed and the same entries always give the same order, so anyone can replay
          it from this number and check it was fair. Keep it with the results.
        </p>
      ) : null}
      {active.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          Nobody is entered yet: add entries first.
        </p>
      ) : !settingUp ? (
        <p className="text-stone-700">The tournament has started: the seeding is fixed.</p>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <section aria-labelledby="seed-heading" className="space-y-3">
            <h2 id="seed-heading" className="text-lg font-semibold">
              Seed the field
            </h2>
            <SeedingForms
              tournamentId={tournament.id}
              entries={active.map((entry) => ({
                id: String(entry.id),
                label: entry.player.displayName,
                detail: entryDetail(entry),
              }))}
            />
          </section>
          <DrawPreview tournament={tournament} entries={active} />
        </div>
      )}
    </div>
  );
}

function entryDetail(entry: EntryWithPlayer): string {
  return [
    entry.player.club,
    entry.player.rating === null ? 'unrated' : `rating ${entry.player.rating}`,
    entry.checkedIn ? null : 'not checked in',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The first round the start would draw from the checked-in entries in the current order (core/tournament's buildStage, stored nowhere). */
function DrawPreview({ tournament, entries }: { tournament: Tournament; entries: EntryWithPlayer[] }) {
  const playing = entries.filter((entry) => entry.checkedIn);
  const heading = (
    <h2 id="preview-heading" className="text-lg font-semibold">
      First round, as the start would draw it
    </h2>
  );
  if (playing.length < 2) {
    return (
      <section aria-labelledby="preview-heading" className="space-y-3">
        {heading}
        <p className="text-stone-700">
          Check in at least two players to see the draw: only checked-in players are drawn.
        </p>
      </section>
    );
  }
  const built = buildStage(
    playing.map((entry) => String(entry.id)),
    tournament.formatSettings as FormatSettings,
    { series: seriesRulesOf(tournament), tieBreaks: tieBreaksOf(tournament) },
  );
  if (!built.ok) {
    return (
      <section aria-labelledby="preview-heading" className="space-y-3">
        {heading}
        <p role="alert" className="text-red-800">
          {built.error.message}
        </p>
      </section>
    );
  }
  const stage = built.value;
  const names = new Map(
    playing.map((entry, index) => [String(entry.id), `${entry.player.displayName} (${index + 1})`]),
  );
  const sideName = (slot: Slot) => (slot.entry !== null ? names.get(slot.entry) : slot.bye ? 'bye' : 'to be decided');
  const firstRound = stage.matches.filter(
    (match) =>
      match.round === 1 && match.part !== 'losers' && match.part !== 'grand-final' && match.part !== 'third-place',
  );
  const rounds = new Map<string, typeof firstRound>();
  for (const match of firstRound) {
    const name = roundName(stage, match);
    rounds.set(name, [...(rounds.get(name) ?? []), match]);
  }
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      {heading}
      <p className="text-sm text-stone-700">
        Save a new order to see its draw. Seeds in brackets are the places in the draw.
      </p>
      {[...rounds].map(([name, matches]) => (
        <div key={name} className="space-y-2">
          <h3 className="font-semibold">{name}</h3>
          <ol
            aria-label={`${name} pairings`}
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
            data-testid="draw-preview"
          >
            {matches.map((match) => (
              <li key={match.key} className="px-3 py-2">
                {sideName(match.slots[0])} <span className="text-stone-500">v</span> {sideName(match.slots[1])}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
