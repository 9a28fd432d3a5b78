// The authorisation matrix's rows for a Swiss's pairing instructions (issue 19 §3): the pairing-rules
// page's actions and the API's routes, each on a fresh Swiss open for registration. Only its
// managers may change them; a player may ask for his own bye only (none of the matrix's players is in it).
import { DELETE as withdrawByeRoute } from '@/app/api/v1/tournaments/[slug]/byes/[byeId]/route';
import { POST as requestByeRoute } from '@/app/api/v1/tournaments/[slug]/byes/route';
import { DELETE as removePairRoute } from '@/app/api/v1/tournaments/[slug]/forbidden-pairs/[pairId]/route';
import { POST as addPairRoute } from '@/app/api/v1/tournaments/[slug]/forbidden-pairs/route';
import { PUT as pairingRulesRoute } from '@/app/api/v1/tournaments/[slug]/pairing-rules/route';
import {
  addForbiddenPairAction,
  removeForbiddenPairAction,
  requestByeAction,
  setPairingRulesAction,
  withdrawByeAction,
} from '@/app/t/[slug]/manage/pairing-rules/actions';
import { auditLog, swissForbiddenPairs, swissRequestedByes, tournamentStaff, tournaments } from '@/db/schema';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { readyTournament } from '../services/helpers';
import { actionRow, routeRow, type MatrixRow } from './matrix';
import type { Who, World } from './matrix-world';

const managers: Who[] = ['co-organiser', 'organiser', 'admin'];

interface SwissTarget {
  tournamentId: number;
  slug: string;
  entries: [number, number];
  pairId: number;
  byeId: number;
}

/** A fresh Swiss of 4, open for registration, the world's staff on it, with a forbidden pair and a requested bye. */
async function freshSwiss(world: World): Promise<SwissTarget> {
  const organiser = world.actor('organiser');
  const { tournament, entries } = await readyTournament(world.db, organiser, 4, { format: 'swiss', rounds: 3 });
  await world.db.insert(tournamentStaff).values([
    { tournamentId: tournament.id, userId: world.users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId: tournament.id, userId: world.users.arbiter.id, role: 'arbiter' },
  ]);
  await setRegistration(world.db, organiser, { tournamentId: tournament.id, open: true });
  const [pair] = await world.db
    .insert(swissForbiddenPairs)
    .values({ tournamentId: tournament.id, entry1Id: entries[2].id, entry2Id: entries[3].id })
    .returning();
  const [bye] = await world.db
    .insert(swissRequestedByes)
    .values({ tournamentId: tournament.id, round: 3, entryId: entries[3].id, points: 0.5 })
    .returning();
  return {
    tournamentId: tournament.id,
    slug: tournament.slug,
    entries: [entries[0].id, entries[1].id],
    pairId: pair.id,
    byeId: bye.id,
  };
}

const pairTables = [swissForbiddenPairs, auditLog];
const byeTables = [swissRequestedByes, auditLog];
const slug = (_: World, __: Who, target: SwissTarget) => ({ slug: target.slug });

export const swissInstructionRows: MatrixRow[] = [
  actionRow({
    name: 'setPairingRules',
    action: setPairingRulesAction,
    allowed: managers,
    tables: [tournaments, auditLog],
    prepare: freshSwiss,
    input: (_, __, target) => ({
      tournamentId: target.tournamentId,
      acceleration: 'baku' as const,
      requestedByePoints: 1,
    }),
  }),
  actionRow({
    name: 'addForbiddenPair',
    action: addForbiddenPairAction,
    allowed: managers,
    tables: pairTables,
    prepare: freshSwiss,
    input: (_, __, target) => ({
      tournamentId: target.tournamentId,
      entry1Id: target.entries[0],
      entry2Id: target.entries[1],
      reason: null,
    }),
  }),
  actionRow({
    name: 'removeForbiddenPair',
    action: removeForbiddenPairAction,
    allowed: managers,
    tables: pairTables,
    prepare: freshSwiss,
    input: (_, __, target) => ({ tournamentId: target.tournamentId, pairId: target.pairId }),
  }),
  actionRow({
    name: 'requestBye (for another)',
    action: requestByeAction,
    allowed: managers,
    tables: byeTables,
    prepare: freshSwiss,
    input: (_, __, target) => ({
      tournamentId: target.tournamentId,
      entryId: target.entries[0],
      round: 2,
      points: null,
    }),
  }),
  actionRow({
    name: 'withdrawBye (of another)',
    action: withdrawByeAction,
    allowed: managers,
    tables: byeTables,
    prepare: freshSwiss,
    input: (_, __, target) => ({ tournamentId: target.tournamentId, byeId: target.byeId }),
  }),
  routeRow({
    handler: pairingRulesRoute,
    allowed: managers,
    tables: [tournaments, auditLog],
    prepare: freshSwiss,
    params: slug,
    body: () => ({ acceleration: 'baku', requestedByePoints: 1 }),
  }),
  routeRow({
    handler: addPairRoute,
    allowed: managers,
    tables: pairTables,
    prepare: freshSwiss,
    params: slug,
    body: (_, __, target) => ({ entry1Id: target.entries[0], entry2Id: target.entries[1] }),
  }),
  routeRow({
    handler: removePairRoute,
    allowed: managers,
    tables: pairTables,
    prepare: freshSwiss,
    params: (_, __, target) => ({ slug: target.slug, pairId: String(target.pairId) }),
  }),
  routeRow({
    handler: requestByeRoute,
    allowed: managers,
    tables: byeTables,
    prepare: freshSwiss,
    params: slug,
    body: (_, __, target) => ({ entryId: target.entries[0], round: 2 }),
  }),
  routeRow({
    handler: withdrawByeRoute,
    allowed: managers,
    tables: byeTables,
    prepare: freshSwiss,
    params: (_, __, target) => ({ slug: target.slug, byeId: String(target.byeId) }),
  }),
];
