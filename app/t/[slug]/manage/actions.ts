'use server';

// The organiser's server actions: each parses its form, calls one service (which decides who may)
// and redraws the tournament's pages, so the page the organiser is on shows the change at once.
import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { addEntry } from '@/lib/services/entries/add-entry';
import { assignTable } from '@/lib/services/results/assign-table';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { correctSeriesResult, previewCorrection } from '@/lib/services/results/correct-result';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { importPlayers, previewPlayerImport } from '@/lib/services/entries/import-players';
import { importSwissTrf } from '@/lib/services/entries/import-trf';
import { recordCoinToss } from '@/lib/services/results/record-coin-toss';
import { removeEntry } from '@/lib/services/entries/remove-entry';
import type { ResultChange } from '@/lib/services/results/result-change';
import { seedEntries } from '@/lib/services/entries/seed-entries';
import { setCheckIn } from '@/lib/services/entries/set-check-in';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { updateTournament } from '@/lib/services/tournaments/update-tournament';
import { previewVoidGame, voidGame } from '@/lib/services/results/void-game';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import {
  addEntryFormSchema,
  checkInFormSchema,
  coinTossFormSchema,
  correctionFormSchema,
  entryIdSchema,
  importFormSchema,
  registrationFormSchema,
  seedingFormSchema,
  tableFormSchema,
  tournamentIdSchema,
  trfImportFormSchema,
  updateTournamentFormSchema,
  voidGameFormSchema,
  walkoverFormSchema,
  withdrawFormSchema,
} from '@/lib/validation/manage-forms';

/** Every page of a tournament may show what changed (its public page, entries, control room…). */
const refreshTournament = () => revalidatePath('/t/[slug]', 'layout');
const changing = { auth: 'signed-in', onSuccess: refreshTournament } as const;

/** What the pages show of a change to a result: the keys settled and reset. */
const changeSummary = (change: ResultChange) => ({
  key: change.match.key,
  settled: change.settled,
  reset: change.reset,
});

export const updateTournamentAction = safeAction(
  { input: updateTournamentFormSchema, ...changing },
  async ({ tournamentId, ...settings }, { actor, db }) => {
    const tournament = await updateTournament(db, actor, tournamentId, settings);
    return { name: tournament.name };
  },
);

export const setRegistrationAction = safeAction(
  { input: registrationFormSchema, ...changing },
  async (input, { actor, db }) => {
    const tournament = await setRegistration(db, actor, input);
    return { status: tournament.status };
  },
);

export const addEntryAction = safeAction(
  { input: addEntryFormSchema, ...changing },
  async ({ tournamentId, ...entry }, { actor, db }) => {
    const added = await addEntry(db, actor, tournamentId, entry);
    return { name: added.player.displayName };
  },
);

export const removeEntryAction = safeAction({ input: entryIdSchema, ...changing }, async (input, { actor, db }) => {
  await removeEntry(db, actor, input.entryId);
  return { removed: input.entryId };
});

/** Reads the list and says what importing it would do; changes nothing. */
export const previewImportAction = safeAction(
  { input: importFormSchema, auth: 'signed-in' },
  async (input, { actor, db }) => previewPlayerImport(db, actor, input.tournamentId, input),
);

export const importPlayersAction = safeAction(
  { input: importFormSchema, ...changing },
  async (input, { actor, db }) => {
    const { added } = await importPlayers(db, actor, input.tournamentId, input);
    return { added: added.length };
  },
);

export const importTrfAction = safeAction(
  { input: trfImportFormSchema, ...changing },
  async ({ tournamentId, trf }, { actor, db }) => {
    const { entered, roundsPlayed } = await importSwissTrf(db, actor, tournamentId, { trf });
    return { entered, roundsPlayed };
  },
);

export const setCheckInAction = safeAction({ input: checkInFormSchema, ...changing }, async (input, { actor, db }) => {
  const entry = await setCheckIn(db, actor, input);
  return { checkedIn: entry.checkedIn };
});

export const withdrawEntryAction = safeAction(
  { input: withdrawFormSchema, ...changing },
  async (input, { actor, db }) => {
    const { entry, walkovers } = await withdrawEntry(db, actor, input);
    return { name: entry.player.displayName, walkovers };
  },
);

export const seedEntriesAction = safeAction(
  { input: seedingFormSchema, ...changing },
  async ({ tournamentId, ...seeding }, { actor, db }) => {
    const seeded = await seedEntries(db, actor, tournamentId, seeding);
    return { method: seeded.method, randomSeed: seeded.randomSeed };
  },
);

export const startTournamentAction = safeAction(
  { input: tournamentIdSchema, ...changing },
  async (input, { actor, db }) => {
    const start = await startTournament(db, actor, input.tournamentId);
    return { matchCount: start.matchCount, absent: start.absent.map((entry) => entry.player.displayName) };
  },
);

export const nextRoundAction = safeAction({ input: tournamentIdSchema, ...changing }, async (input, { actor, db }) => {
  const round = await generateNextRound(db, actor, input.tournamentId);
  return { round: round.round, matches: round.matches.length };
});

export const closeTournamentAction = safeAction(
  { input: tournamentIdSchema, ...changing },
  async (input, { actor, db }) => {
    const closing = await closeTournament(db, actor, input.tournamentId);
    return { champion: closing.champion?.player.displayName ?? null };
  },
);

export const assignTableAction = safeAction({ input: tableFormSchema, ...changing }, async (input, { actor, db }) => {
  const match = await assignTable(db, actor, input);
  return { tableNumber: match.tableNumber };
});

export const recordCoinTossAction = safeAction(
  { input: coinTossFormSchema, ...changing },
  async (input, { actor, db }) => {
    const match = await recordCoinToss(db, actor, input);
    return { coinTossSlot: match.coinTossSlot };
  },
);

export const awardWalkoverAction = safeAction(
  { input: walkoverFormSchema, ...changing },
  async (input, { actor, db }) => changeSummary(await awardWalkover(db, actor, input)),
);

/** What the correction would change (forced: the later matches it would reset); changes nothing. */
export const previewCorrectionAction = safeAction(
  { input: correctionFormSchema, auth: 'signed-in' },
  async (input, { actor, db }) => changeSummary(await previewCorrection(db, actor, input)),
);

export const correctResultAction = safeAction(
  { input: correctionFormSchema, ...changing },
  async (input, { actor, db }) => changeSummary(await correctSeriesResult(db, actor, input)),
);

/** What voiding the game would change; changes nothing. */
export const previewVoidGameAction = safeAction(
  { input: voidGameFormSchema, auth: 'signed-in' },
  async (input, { actor, db }) => changeSummary(await previewVoidGame(db, actor, input)),
);

export const voidGameAction = safeAction({ input: voidGameFormSchema, ...changing }, async (input, { actor, db }) =>
  changeSummary(await voidGame(db, actor, input)),
);
