// The authorisation matrix's rows for the pairing preview (issue 19 §3): checking a hand-made
// pairing, pairing the rest by the rules and publishing, as page actions and API routes, each on a
// fresh Swiss whose round 1 is played. Only the tournament's managers may; an arbiter may not.
import { POST as checkRoute } from '@/app/api/v1/tournaments/[slug]/rounds/next/check/route';
import { POST as restRoute } from '@/app/api/v1/tournaments/[slug]/rounds/next/rest/route';
import { POST as publishRoute } from '@/app/api/v1/tournaments/[slug]/rounds/next/route';
import { checkPairingAction, pairRestAction, publishPairingAction } from '@/app/t/[slug]/manage/pairing/actions';
import { auditLog, matches, tournamentStaff } from '@/db/schema';
import { previewSwissRound } from '@/lib/services/tournaments/preview-swiss-round';
import { playGames, readyMatches, seriesWonBy, startedTournament } from '../services/helpers';
import { actionRow, routeRow, type MatrixRow } from './matrix';
import type { Who, World } from './matrix-world';

const managers: Who[] = ['co-organiser', 'organiser', 'admin'];
const tables = [matches, auditLog];

interface PreviewTarget {
  tournamentId: number;
  slug: string;
  draft: { boards: { first: number; second: number }[]; bye: number | null };
  basis: string;
}

/** A fresh Swiss of 4 with the world's staff on it, round 1 played, and the Dutch proposal for round 2. */
async function playedRoundOne(world: World): Promise<PreviewTarget> {
  const organiser = world.actor('organiser');
  const { tournament } = await startedTournament(world.db, organiser, 4, { format: 'swiss', rounds: 3, winsNeeded: 1 });
  await world.db.insert(tournamentStaff).values([
    { tournamentId: tournament.id, userId: world.users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId: tournament.id, userId: world.users.arbiter.id, role: 'arbiter' },
  ]);
  for (const match of await readyMatches(world.db, tournament.id))
    await playGames(world.db, match.id, seriesWonBy(1, 1));
  const preview = await previewSwissRound(world.db, organiser, tournament.id);
  return { tournamentId: tournament.id, slug: tournament.slug, draft: preview.proposal, basis: preview.basis };
}

const slug = (_: World, __: Who, target: PreviewTarget) => ({ slug: target.slug });
const publication = (target: PreviewTarget) => ({ ...target.draft, basis: target.basis, edits: [] });

export const swissPreviewRows: MatrixRow[] = [
  actionRow({
    name: 'checkPairing',
    action: checkPairingAction,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    input: (_, __, target) => ({ tournamentId: target.tournamentId, ...target.draft }),
  }),
  actionRow({
    name: 'pairRest',
    action: pairRestAction,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    input: (_, __, target) => ({ tournamentId: target.tournamentId, ...target.draft }),
  }),
  actionRow({
    name: 'publishPairing',
    action: publishPairingAction,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    input: (_, __, target) => ({ tournamentId: target.tournamentId, ...publication(target) }),
  }),
  routeRow({
    handler: checkRoute,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    params: slug,
    body: (_, __, target) => target.draft,
  }),
  routeRow({
    handler: restRoute,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    params: slug,
    body: (_, __, target) => target.draft,
  }),
  routeRow({
    handler: publishRoute,
    allowed: managers,
    tables,
    prepare: playedRoundOne,
    params: slug,
    body: (_, __, target) => publication(target),
  }),
];
