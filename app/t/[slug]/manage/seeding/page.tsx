import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import { listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { seriesRulesOf, tieBreaksOf } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import { buildStage, type FormatSettings, type Slot } from '@/core/tournament';
import { roundNamesOf } from '@/app/_components/bracket/round-names';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { loadManagePage } from '../manage-page';
import { SeedingForms } from './seeding-forms';
import { NotAllowed } from '../_components/not-allowed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPages.seeding');
  return { title: t('title') };
}

function seededText(t: Translator<'staffPages.seeding'>, method: Tournament['seedingMethod']): string {
  switch (method) {
    case 'rating':
      return t('seededByRating');
    case 'random':
      return t('seededAtRandom');
    case 'manual':
      return t('seededByHand');
  }
}

export default async function SeedingPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '/seeding', 'manage');
  const t = await getTranslations('staffPages.seeding');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  const active = (await listEntries(db, tournament.id)).filter((entry) => entry.status !== 'withdrawn');
  const seeded = active.some((entry) => entry.seed !== null);
  const settingUp = tournament.status === 'draft' || tournament.status === 'registration';
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {seeded ? seededText(t, tournament.seedingMethod) : t('notSeeded')}
      </TournamentPageHeader>
      {tournament.randomSeed && seeded ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
          {t.rich('drawSeed', {
            seed: tournament.randomSeed,
            strong: (chunks) => (
              <strong className="font-mono" data-testid="draw-seed">
                {chunks}
              </strong>
            ),
          })}
        </p>
      ) : null}
      {active.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          {t('nobody')}
        </p>
      ) : !settingUp ? (
        <p className="text-stone-700">{t('fixed')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <section aria-labelledby="seed-heading" className="space-y-3">
            <h2 id="seed-heading" className="text-lg font-semibold">
              {t('seedTheField')}
            </h2>
            <SeedingForms
              tournamentId={tournament.id}
              entries={active.map((entry) => ({
                id: String(entry.id),
                label: entry.player.displayName,
                detail: entryDetail(t, entry),
              }))}
            />
          </section>
          <DrawPreview tournament={tournament} entries={active} t={t} />
        </div>
      )}
    </div>
  );
}

function entryDetail(t: Translator<'staffPages.seeding'>, entry: EntryWithPlayer): string {
  return [
    entry.player.club,
    entry.player.rating === null ? t('unrated') : t('rating', { rating: entry.player.rating }),
    entry.checkedIn ? null : t('notCheckedIn'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The first round the start would draw from the checked-in entries in the current order (core/tournament's buildStage, stored nowhere). */
async function DrawPreview({
  tournament,
  entries,
  t,
}: {
  tournament: Tournament;
  entries: EntryWithPlayer[];
  t: Translator<'staffPages.seeding'>;
}) {
  const tRounds = await getTranslations('bracket.rounds');
  const playing = entries.filter((entry) => entry.checkedIn);
  const heading = (
    <h2 id="preview-heading" className="text-lg font-semibold">
      {t('previewHeading')}
    </h2>
  );
  if (playing.length < 2) {
    return (
      <section aria-labelledby="preview-heading" className="space-y-3">
        {heading}
        <p className="text-stone-700">{t('checkInTwo')}</p>
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
  const sideName = (slot: Slot) =>
    slot.entry !== null ? names.get(slot.entry) : slot.bye ? t('bye') : t('toBeDecided');
  const firstRound = stage.matches.filter(
    (match) =>
      match.round === 1 && match.part !== 'losers' && match.part !== 'grand-final' && match.part !== 'third-place',
  );
  const roundNames = roundNamesOf(
    tRounds,
    stage.settings.format,
    stage.matches.map((match) => ({
      key: match.key,
      bracket: match.part,
      round: match.round,
      groupNumber: match.group,
    })),
  );
  const rounds = new Map<string, typeof firstRound>();
  for (const match of firstRound) {
    const name = roundNames[match.key];
    rounds.set(name, [...(rounds.get(name) ?? []), match]);
  }
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      {heading}
      <p className="text-sm text-stone-700">{t('previewHint')}</p>
      {[...rounds].map(([name, matches]) => (
        <div key={name} className="space-y-2">
          <h3 className="font-semibold">{name}</h3>
          <ol
            aria-label={t('pairings', { name })}
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
            data-testid="draw-preview"
          >
            {matches.map((match) => (
              <li key={match.key} className="px-3 py-2">
                {sideName(match.slots[0])} <span className="text-stone-500">{t('versus')}</span>{' '}
                {sideName(match.slots[1])}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
