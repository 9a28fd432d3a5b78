// The preview of a Swiss round and its publication as drawn by hand (issue 19 §3), on a real
// database: only the organisers look or publish, looking writes nothing, a changed pairing is
// published as given and audited with its edits and breaches, and a stale or incomplete draft is
// refused with nothing written.
import { beforeEach, describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { tournamentStaff } from '@/db/schema';
import { anonymous, type Actor } from '@/lib/auth/actor';
import { checkSwissPairing } from '@/lib/services/tournaments/check-swiss-pairing';
import { pairSwissRest } from '@/lib/services/tournaments/pair-swiss-rest';
import { previewSwissRound } from '@/lib/services/tournaments/preview-swiss-round';
import { publishSwissRound } from '@/lib/services/tournaments/publish-swiss-round';
import { explainSwissRound } from '@/lib/services/views/explain-swiss-round';
import { actorOf } from '../../auth/helpers';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser } from '../../db/fixtures';
import { makeOrganiser, matchesOf, playGames, readyMatches, seriesWonBy, startedTournament } from '../helpers';

const testDb = setupTestDatabase();

/** A 6-player Swiss of 3 rounds whose round 1 is played, the higher seed winning every series. */
async function afterRoundOne() {
  const { db } = testDb;
  const { actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 6, { format: 'swiss', rounds: 3, winsNeeded: 1 });
  const seed = new Map(entries.map((entry, index) => [entry.id, index]));
  for (const match of await readyMatches(db, tournament.id))
    await playGames(db, match.id, seriesWonBy(seed.get(match.entry1Id!)! < seed.get(match.entry2Id!)! ? 1 : 2, 1));
  return { actor, tournament, entries };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('the preview of the next Swiss round', () => {
  let event: Awaited<ReturnType<typeof afterRoundOne>>;
  beforeEach(async () => {
    event = await afterRoundOne();
  });

  test('only the organisers may look, check or publish; an arbiter may not', async () => {
    const { db } = testDb;
    const arbiter = await makeUser(db);
    await db.insert(tournamentStaff).values({ tournamentId: event.tournament.id, userId: arbiter.id, role: 'arbiter' });
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    const publication = { ...preview.proposal, basis: preview.basis, edits: [] };
    for (const [who, code] of [
      [anonymous, 'unauthenticated'],
      [actorOf(arbiter), 'not-tournament-manager'],
    ] as [Actor, string][]) {
      expect(await codeOf(previewSwissRound(db, who, event.tournament.id))).toBe(code);
      expect(await codeOf(checkSwissPairing(db, who, event.tournament.id, preview.proposal))).toBe(code);
      expect(await codeOf(publishSwissRound(db, who, event.tournament.id, publication))).toBe(code);
    }
    expect(await matchesOf(db, event.tournament.id)).toHaveLength(3);
  });

  test('shows the Dutch proposal with its explanation and writes nothing', async () => {
    const { db } = testDb;
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    expect(preview.round).toBe(2);
    expect(preview.proposal.boards).toHaveLength(3);
    expect(preview.proposal.bye).toBeNull();
    expect(preview.rules).toHaveLength(3);
    expect(preview.unpaired).toEqual([]);
    // Three winners on 1 point, three losers on 0: winners meet winners as far as they can.
    expect(preview.players.map((player) => player.score).sort()).toEqual([0, 0, 0, 1, 1, 1]);
    const brackets = preview.brackets.map((bracket) => bracket.score);
    expect(brackets).toEqual([...brackets].sort((a, b) => b - a));
    const everyone = preview.brackets.flatMap((bracket) => bracket.pairs.flat());
    expect(everyone.length + (preview.proposal.bye === null ? 0 : 1)).toBe(6);
    expect(await matchesOf(db, event.tournament.id)).toHaveLength(3);
    expect(await listAuditLog(db, event.tournament.id, { actions: ['round-generated'] })).toHaveLength(0);
  });

  test('a swap of two players is checked, then published as drawn and audited with its edits and breaches', async () => {
    const { db } = testDb;
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    const score = new Map(preview.players.map((player) => [player.entry, player.score]));
    const [top, , bottom] = preview.proposal.boards;
    // The top board's second player changes places with the bottom board's first: two boards float.
    const boards = [
      { first: top.first, second: bottom.first },
      preview.proposal.boards[1],
      { first: top.second, second: bottom.second },
    ];
    expect(score.get(top.second)).not.toBe(score.get(bottom.first));
    const draft = { boards, bye: null };
    const check = await checkSwissPairing(db, event.actor, event.tournament.id, draft);
    expect(check.unpaired).toEqual([]);
    expect(check.boards[0].map((breach) => breach.breach)).toContain('float');
    expect(check.boards[0].find((breach) => breach.breach === 'float')?.absolute).toBe(false);

    const edits = [{ kind: 'swap-players' as const, entries: [top.second, bottom.first] }];
    const made = await publishSwissRound(db, event.actor, event.tournament.id, {
      ...draft,
      basis: preview.basis,
      edits,
    });
    expect(made).toMatchObject({ part: 'swiss', round: 2 });
    const round2 = (await matchesOf(db, event.tournament.id)).filter((match) => match.round === 2);
    expect(round2.map((match) => [match.entry1Id, match.entry2Id])).toEqual(
      boards.map((board) => [board.first, board.second]),
    );
    const [audit] = await listAuditLog(db, event.tournament.id, { actions: ['round-paired-by-hand'] });
    const after = audit.after as { edits: unknown; breaches: { board: number; breach: string }[]; proposal: unknown };
    expect(after.edits).toEqual(edits);
    expect(after.breaches).toEqual(expect.arrayContaining([expect.objectContaining({ board: 1, breach: 'float' })]));
    expect(after.proposal).toEqual({
      boards: preview.proposal.boards.map((board) => [board.first, board.second]),
      bye: null,
    });
  });

  test('the proposal unchanged is published as the Dutch pairing is today', async () => {
    const { db } = testDb;
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    await publishSwissRound(db, event.actor, event.tournament.id, {
      ...preview.proposal,
      basis: preview.basis,
      edits: [],
    });
    expect(await listAuditLog(db, event.tournament.id, { actions: ['round-generated'] })).toHaveLength(1);
    expect(await listAuditLog(db, event.tournament.id, { actions: ['round-paired-by-hand'] })).toHaveLength(0);
  });

  test('an incomplete draft is checked with its unpaired players, refused at publication, and paired by the engine', async () => {
    const { db } = testDb;
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    const kept = { boards: preview.proposal.boards.slice(1), bye: null };
    const check = await checkSwissPairing(db, event.actor, event.tournament.id, kept);
    expect(check.boards).toHaveLength(2);
    expect([...check.unpaired].sort()).toEqual(
      [preview.proposal.boards[0].first, preview.proposal.boards[0].second].sort(),
    );
    await expect(
      publishSwissRound(db, event.actor, event.tournament.id, { ...kept, basis: preview.basis, edits: [] }),
    ).rejects.toMatchObject({ code: 'bad-pairing', kind: 'invalid-input' });
    const twice = {
      boards: [...kept.boards, { first: kept.boards[0].first, second: kept.boards[1].first }],
      bye: null,
    };
    await expect(checkSwissPairing(db, event.actor, event.tournament.id, twice)).rejects.toMatchObject({
      code: 'bad-pairing',
      details: { entries: expect.arrayContaining([kept.boards[0].first]) },
    });
    const rest = await pairSwissRest(db, event.actor, event.tournament.id, kept);
    expect(rest.check.unpaired).toEqual([]);
    expect(rest.draft.boards.slice(0, 2)).toEqual(kept.boards);
    expect(rest.draft.boards).toHaveLength(3);
    expect(await matchesOf(db, event.tournament.id)).toHaveLength(3);
  });

  test('a draft made before the round was published elsewhere is refused as stale, nothing written', async () => {
    const { db } = testDb;
    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    const publication = { ...preview.proposal, basis: preview.basis, edits: [] };
    await publishSwissRound(db, event.actor, event.tournament.id, publication);
    await expect(publishSwissRound(db, event.actor, event.tournament.id, publication)).rejects.toMatchObject({
      code: 'stale-pairing',
      kind: 'conflict',
    });
    await expect(
      publishSwissRound(db, event.actor, event.tournament.id, { ...publication, basis: '0123456789abcdef' }),
    ).rejects.toMatchObject({ code: 'stale-pairing' });
    expect(await matchesOf(db, event.tournament.id)).toHaveLength(6);
    // Round 2 is being played: nothing to preview.
    expect(await codeOf(previewSwissRound(db, event.actor, event.tournament.id))).toBe('round-not-available');
  });

  test('a published round is explained to spectators when the rules give it, and not when it was changed by hand', async () => {
    const { db } = testDb;
    const slug = event.tournament.slug;
    const first = await explainSwissRound(db, anonymous, slug, 1);
    expect(first).toMatchObject({ round: 1, reconstructed: true });
    expect(first.rules).toHaveLength(3);
    expect(first.brackets.flatMap((bracket) => bracket.pairs)).toHaveLength(3);
    expect(await codeOf(explainSwissRound(db, anonymous, slug, 2))).toBe('not-found');

    const preview = await previewSwissRound(db, event.actor, event.tournament.id);
    const [top, middle, bottom] = preview.proposal.boards;
    const boards = [{ first: top.second, second: top.first }, middle, bottom];
    await publishSwissRound(db, event.actor, event.tournament.id, {
      boards,
      bye: null,
      basis: preview.basis,
      edits: [{ kind: 'swap-colours', entries: [top.first, top.second] }],
    });
    const second = await explainSwissRound(db, anonymous, slug, 2);
    expect(second).toMatchObject({ round: 2, reconstructed: false, rules: [], brackets: [] });
    // Scores as they stood before the round: three winners of round 1.
    expect(second.players.filter((player) => player.score === 1)).toHaveLength(3);
  });
});
