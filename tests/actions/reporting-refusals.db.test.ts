// A move the rules refuse, as a player meets it in Russian or French: typed in the report form or
// tapped at the table, through the real actions on a real database. The sentence names the move as
// the notation numbers it, its hole and side, and the rule broken, in the reader's language.
import { describe, expect, test } from 'vitest';
import { recordMoveAction, reportGameAction } from '@/app/t/[slug]/m/[matchId]/report/actions';
import { setupTestDatabase } from '../db/helpers';
import { matchByKey } from '../services/helpers';
import { reportingEvent } from '../services/reporting-helpers';

const testDb = setupTestDatabase();

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};

// An antigua game from the start (South first) after which South's row is empty and North is to
// move: a leaves it empty while d, e and f would feed it.
const UNFED =
  'A a B a C c C b A c C a B b C c D e A f C a F c B b A c F a B b C e E f C d F e D a A e E d D e E a A c B e C a D b C c A e A d A e D f E b A c B a C b E a D c E a F a E c D b B c F a C b D c E a F';

async function firstMatch() {
  const event = await reportingEvent(testDb.db, 2);
  return { event, match: await matchByKey(testDb.db, event.tournament.id, 'W1-1') };
}

describe('a refused move in the reader’s language', () => {
  test('typed moves that do not feed the opponent are refused in Russian, naming the move and the moves that feed', async () => {
    const { event, match } = await firstMatch();
    const answer = await reportGameAction.run(
      form({ matchId: match.id, token: 'reporting-refusals-1', number: 1, kind: 'record', moves: `${UNFED} a` }),
      { actor: event.seats(match)[0], db: testDb.db, locale: 'ru' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'must-feed',
        fieldErrors: {
          moves: [
            'Ход 50, лунка a Севера: ряд Юга пуст, и a оставляет его пустым; Север обязан дать Югу семена (их дают ходы d, e и f).',
          ],
        },
      },
    });
  });

  test('a move typed from an emptied hole is refused in French', async () => {
    const { event, match } = await firstMatch();
    const answer = await reportGameAction.run(
      form({ matchId: match.id, token: 'reporting-refusals-2', number: 1, kind: 'record', moves: '1. C a 2. C' }),
      { actor: event.seats(match)[0], db: testDb.db, locale: 'fr' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'empty-hole',
        fieldErrors: { moves: ['Coup 2, case C de Sud : la case C de Sud est vide.'] },
      },
    });
  });

  test('a move tapped at the table from an emptied hole is refused in Russian, and the same in English is the library’s', async () => {
    const { event, match } = await firstMatch();
    const [south, north] = event.seats(match);
    const tap = (actor: typeof south, move: string, movesSoFar: string, token: string, locale: 'ru' | 'en') =>
      recordMoveAction.run(form({ matchId: match.id, token, number: 1, move, movesSoFar }), {
        actor,
        db: testDb.db,
        locale,
      });
    expect(await tap(south, 'C', '', 'reporting-refusals-3', 'ru')).toMatchObject({ ok: true });
    expect(await tap(north, 'a', 'C', 'reporting-refusals-4', 'ru')).toMatchObject({ ok: true });
    expect(await tap(south, 'C', 'Ca', 'reporting-refusals-5', 'ru')).toMatchObject({
      ok: false,
      error: { code: 'empty-hole', fieldErrors: { move: ['Ход 2, лунка C Юга: лунка C Юга пуста.'] } },
    });
    expect(await tap(south, 'C', 'Ca', 'reporting-refusals-6', 'en')).toMatchObject({
      ok: false,
      error: { code: 'empty-hole', fieldErrors: { move: ["Move 2, South's C: South's hole C is empty."] } },
    });
  });
});
