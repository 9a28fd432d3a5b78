// Every action the services write to the audit log reads as a sentence with names, never JSON, in
// the reader's language; an action the renderer does not know still reads as one.
import { execSync } from 'node:child_process';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { AUDIT_KINDS } from '@/lib/audit/audit-kinds';
import {
  auditReferences,
  auditSentence as sentenceIn,
  RENDERED_ACTIONS,
  type AuditFact,
} from '@/lib/audit/audit-sentence';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale), namespace: 'staffPages.auditLines' });
const english = await translator('en');
const auditSentence = (fact: AuditFact, with_: Parameters<typeof sentenceIn>[2]) => sentenceIn(english, fact, with_);

const names = {
  actor: 'Desiree Walter',
  entries: new Map([
    [11, 'Kwame Boateng'],
    [12, 'Trevor Simon'],
  ]),
  players: new Map([[7, 'Keisha Henry']]),
};

const fact = (
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
  reason: string | null = null,
): AuditFact => ({ action, entity, entityId, before, after, reason });
const game = {
  key: 'W1-3',
  game: 2,
  gameId: 90,
  status: 'confirmed',
  result: 'south',
  captures: [28, 20],
  endReason: 'sweep',
};

const cases: [AuditFact, string][] = [
  [
    fact(
      'result-corrected',
      'match',
      '5',
      { key: 'W1-3', winnerEntryId: 12, resultKind: 'played', wins: [0, 2], draws: 0 },
      { key: 'W1-3', winner: '11', wins: [2, 1], draws: 0, forced: false },
      'score sheet misread',
    ),
    'Desiree Walter corrected W1-3: Kwame Boateng wins 2–1 (was Trevor Simon 2–0). Reason: score sheet misread.',
  ],
  [
    fact(
      'result-corrected',
      'match',
      '5',
      { key: 'W1-3', winnerEntryId: 12, wins: [0, 2] },
      { key: 'W1-3', winnerEntryId: 11, wins: [1, 2], draws: 0 },
    ),
    'Desiree Walter corrected W1-3: Kwame Boateng wins 2–1 (was Trevor Simon 2–0).',
  ],
  [
    fact('result-recorded', 'match', '5', { key: 'W1-3' }, { key: 'W1-3', winnerEntryId: 11, wins: [2, 0], draws: 1 }),
    'Desiree Walter recorded the result of W1-3: Kwame Boateng wins 2–0 with 1 draw.',
  ],
  [
    fact(
      'walkover',
      'match',
      '5',
      { key: 'W1-3', status: 'ready', wins: [null, null] },
      { key: 'W1-3', winnerEntryId: 11 },
      'Trevor is unwell.',
    ),
    'Desiree Walter awarded W1-3 to Kwame Boateng by walkover. Reason: Trevor is unwell.',
  ],
  [
    fact('result-settled', 'match', '6', null, { key: 'W2-2', result: { winner: 0, how: 'walkover', wins: [1, 0] } }),
    'W2-2 was settled as a consequence: a walkover.',
  ],
  [
    fact('match-reset', 'match', '6', { key: 'W2-2', games: [1, 2] }, { key: 'W2-2', status: 'ready' }),
    'W2-2 was reset to be played again: games 1 and 2 no longer count.',
  ],
  [
    fact('coin-toss-recorded', 'match', '5', { key: 'W1-3', coinTossSlot: null }, { key: 'W1-3', coinTossSlot: 2 }),
    'Desiree Walter recorded the coin toss of W1-3: the second-named player won it and opens game 1.',
  ],
  [
    fact('game-reported', 'match', '5', null, { ...game, status: 'reported' }),
    'Desiree Walter reported game 2 of W1-3: South won, 28–20 seeds; it counts once confirmed.',
  ],
  [
    fact('game-reported-confirmed', 'match', '5', null, game),
    'Desiree Walter reported game 2 of W1-3: South won, 28–20 seeds; as staff, it counts at once.',
  ],
  [
    fact('game-confirmed', 'match', '5', { key: 'W1-3', game: 2, status: 'reported' }, game),
    'Desiree Walter confirmed game 2 of W1-3: South won, 28–20 seeds.',
  ],
  [
    fact('game-confirmed-expired', 'match', '5', { key: 'W1-3', game: 2, status: 'reported' }, game),
    'The system confirmed game 2 of W1-3: South won, 28–20 seeds: nobody disputed it in time.',
  ],
  [
    fact(
      'game-disputed',
      'match',
      '5',
      { key: 'W1-3', game: 2, status: 'reported' },
      { ...game, status: 'disputed' },
      'I won that game',
    ),
    'Desiree Walter disputed game 2 of W1-3. Reason: I won that game.',
  ],
  [
    fact('dispute-accepted', 'match', '5', { key: 'W1-3', game: 2 }, game),
    'Desiree Walter settled the dispute over game 2 of W1-3: the report stands: South won, 28–20 seeds.',
  ],
  [
    fact('dispute-replaced', 'match', '5', { key: 'W1-3', game: 2 }, { ...game, result: 'draw', captures: [24, 24] }),
    'Desiree Walter settled the dispute over game 2 of W1-3 with a new record: drawn, 24–24 seeds.',
  ],
  [
    fact(
      'game-voided',
      'match',
      '5',
      { key: 'W1-3', game: 2, gameId: 90, status: 'confirmed', result: 'north' },
      { key: 'W1-3', game: 2, status: 'voided' },
      'wrong board',
    ),
    'Desiree Walter voided game 2 of W1-3: North won: it no longer counts. Reason: wrong board.',
  ],
  [
    fact('entry-added', 'entry', '11', null, { playerId: 7, checkedIn: true }),
    'Desiree Walter entered Keisha Henry, checked in.',
  ],
  [
    fact('late-entry-added', 'entry', '11', null, { playerId: 7, checkedIn: false }),
    'Desiree Walter entered Keisha Henry late, while the tournament was running.',
  ],
  [
    fact('players-imported', 'tournament', '1', null, { entries: [11, 12, 13], newPlayers: [7] }),
    'Desiree Walter imported 3 players from a list (1 new to the records).',
  ],
  [
    fact('entry-removed', 'entry', '13', { playerId: 7, name: 'Keisha Henry', seed: null }, null),
    'Desiree Walter removed Keisha Henry from the entries.',
  ],
  [
    fact('entry-withdrawn', 'entry', '12', { status: 'active' }, { status: 'withdrawn' }, 'Called away'),
    'Desiree Walter withdrew Trevor Simon. Reason: Called away.',
  ],
  [
    fact(
      'seeded',
      'tournament',
      '1',
      { method: 'rating', randomSeed: null },
      { method: 'random', randomSeed: '2026', order: [12, 11] },
    ),
    'Desiree Walter seeded the field by a random draw (draw seed 2026).',
  ],
  [
    fact(
      'seeded',
      'tournament',
      '1',
      { method: 'random', randomSeed: '2026' },
      { method: 'rating', randomSeed: null, order: [11, 12] },
    ),
    'Desiree Walter seeded the field by rating.',
  ],
  [
    fact(
      'tournament-started',
      'tournament',
      '1',
      { status: 'draft' },
      { status: 'running', entries: [11, 12], absent: [13], matches: 1 },
    ),
    'Desiree Walter started the tournament with 2 players and 1 match; 1 entry not checked in was withdrawn.',
  ],
  [
    fact('round-generated', 'stage', '3', null, { part: 'swiss', round: 4, matches: ['S4-1', 'S4-2'] }),
    'Desiree Walter drew round 4: 2 matches.',
  ],
  [
    fact(
      'tournament-closed',
      'tournament',
      '1',
      { status: 'running' },
      {
        status: 'finished',
        champion: 11,
        ranks: [
          [11, 1],
          [12, 2],
        ],
      },
    ),
    'Desiree Walter closed the tournament: Kwame Boateng is the champion.',
  ],
  [
    fact('tournament-created', 'tournament', '1', null, { name: 'Warri Open', format: 'swiss' }),
    'Desiree Walter created the tournament “Warri Open”.',
  ],
  [
    fact(
      'tournament-updated',
      'tournament',
      '1',
      { venue: null, confirmationWindowMinutes: 10 },
      { venue: 'Hall', confirmationWindowMinutes: 15 },
    ),
    'Desiree Walter changed the venue and confirmation window minutes.',
  ],
  [
    fact('registration-opened', 'tournament', '1', { status: 'draft' }, { status: 'registration' }),
    'Desiree Walter opened registration: the tournament is public and takes requests to enter.',
  ],
  [
    fact('registration-closed', 'tournament', '1', { status: 'registration' }, { status: 'draft' }),
    'Desiree Walter closed registration: the tournament is a draft again, seen only by its staff.',
  ],
];

describe('auditSentence', () => {
  test.each(cases)('%s', (row, sentence) => {
    expect(auditSentence(row, { ...names, actor: row.action === 'game-confirmed-expired' ? null : names.actor })).toBe(
      sentence,
    );
  });

  test('an action it does not know still reads as a sentence, with no braces', () => {
    const sentence = auditSentence(fact('table-painted', 'match', '5', { key: 'W1-3' }, { colour: { r: 1 } }), names);
    expect(sentence).toBe('Desiree Walter: table painted (W1-3).');
    expect(auditSentence(fact('start', 'tournament', '1', null, { status: 'running' }, 'Demo event'), names)).toBe(
      'Desiree Walter: start (tournament 1). Reason: Demo event.',
    );
  });

  test('an entry whose name is not at hand is named by its id, not left out', () => {
    expect(
      auditSentence(fact('walkover', 'match', '5', { key: 'W1-3' }, { key: 'W1-3', winnerEntryId: 99 }), names),
    ).toBe('Desiree Walter awarded W1-3 to entry 99 by walkover.');
  });

  test('every action the services and queries write has a sentence of its own and a kind to filter by', () => {
    // Every string an `action` is set to on its line (`action: 'walkover'`, `action: stage ? 'late-entry-added' : 'entry-added'`),
    // leaving out what is only compared (`answer.act === 'confirm'`).
    const lines = execSync('grep -rhE "(action: |const action = )" lib/services db/queries', {
      encoding: 'utf8',
    }).split('\n');
    const expressions = lines.flatMap((line) =>
      [...line.matchAll(/action(?::| =) ([^,}]*)/g)].map((match) => match[1].replace(/===? '[^']*'/g, '')),
    );
    const written = new Set(
      expressions.flatMap((expression) => [...expression.matchAll(/'([a-z-]+)'/g)].map((match) => match[1])),
    );
    expect(written.size).toBeGreaterThan(20);
    const kinds = new Set(Object.values(AUDIT_KINDS).flatMap((kind) => kind.actions));
    for (const action of written) {
      expect(RENDERED_ACTIONS, action).toContain(action);
      expect([...kinds], action).toContain(action);
    }
  });
});

describe('auditSentence in other languages', () => {
  const corrected = fact(
    'result-corrected',
    'match',
    '5',
    { key: 'W1-3', winnerEntryId: 12, wins: [0, 2] },
    { key: 'W1-3', winnerEntryId: 11, wins: [1, 2], draws: 1 },
    'score sheet misread',
  );
  const started = fact('tournament-started', 'tournament', '1', null, {
    entries: [1, 2, 3, 4, 5],
    absent: [6, 7],
    matches: 2,
  });
  test.each([
    [
      'fr',
      'Desiree Walter a corrigé W1-3 : Kwame Boateng gagne 2–1 avec 1 nulle (avant : Trevor Simon 2–0). Motif : score sheet misread.',
      'Desiree Walter a lancé le tournoi avec 5 joueurs et 2 matchs ; 2 inscrits non pointés ont été retirés.',
    ],
    [
      'ru',
      'Desiree Walter: исправлен результат матча W1-3: Kwame Boateng побеждает со счётом 2–1, 1 ничья (было: Trevor Simon, 2–0). Причина: score sheet misread.',
      'Desiree Walter: турнир начат, 5 игроков и 2 матча; 2 не отметившихся участника сняты.',
    ],
    [
      'uk',
      'Desiree Walter: виправлено результат матчу W1-3: Kwame Boateng перемагає з рахунком 2–1, 1 нічия (було: Trevor Simon, 2–0). Причина: score sheet misread.',
      'Desiree Walter: турнір розпочато, 5 гравців і 2 матчі; 2 учасників, що не відмітилися, знято.',
    ],
  ] as const)('%s', async (locale, correction, start) => {
    const t = await translator(locale);
    expect(sentenceIn(t, corrected, names)).toBe(correction);
    expect(sentenceIn(t, started, names)).toBe(start);
  });

  const updated = fact(
    'tournament-updated',
    'tournament',
    '1',
    { venue: null, confirmationWindowMinutes: 10, tieBreakOrder: [] },
    { venue: 'Hall', confirmationWindowMinutes: 15, tieBreakOrder: ['buchholz'] },
  );
  test.each([
    ['fr', 'Desiree Walter a modifié les réglages (lieu, délai de confirmation et ordre des départages).'],
    [
      'ru',
      'Desiree Walter: изменены настройки (место проведения, срок подтверждения и порядок дополнительных показателей).',
    ],
    [
      'uk',
      'Desiree Walter: змінено налаштування (місце проведення, строк підтвердження і порядок додаткових показників).',
    ],
  ] as const)('%s names the changed settings in its own words', async (locale, expected) => {
    expect(sentenceIn(await translator(locale), updated, names)).toBe(expected);
  });
});

describe('auditReferences', () => {
  test('collects the entries and players a row names, once each', () => {
    expect(auditReferences(fact('result-corrected', 'match', '5', { winnerEntryId: 12 }, { winner: '11' }))).toEqual({
      entries: [12, 11],
      players: [],
    });
    expect(auditReferences(fact('entry-withdrawn', 'entry', '12', null, null))).toEqual({ entries: [12], players: [] });
    expect(
      auditReferences(fact('players-imported', 'tournament', '1', null, { entries: [1, 2], newPlayers: [7] })),
    ).toEqual({ entries: [1, 2], players: [7] });
    expect(
      auditReferences(
        fact('tournament-started', 'tournament', '1', null, { entries: [1], absent: [2], format: { format: 'swiss' } }),
      ),
    ).toEqual({ entries: [1, 2], players: [] });
  });
});
