// The reference checker checked: its matching against brute force, and its readings of the rules on
// histories written by hand, where the right answer is known without it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { EntryId, Stage, StageMatch } from '@/core/tournament/types';
import { checkRound, fewestDownfloaters } from './dutch-breaches';
import { dutchPlayers, forbiddenColour, RoundRules, type Colour } from './dutch-reference';
import { ids } from './helpers';
import { maximumMatching } from './matching';
import { playEvent, swissEvents } from './swiss-events';

/** A board as written by hand: first mover, second mover, winner, how; or a bye as [player]. */
type Board = [EntryId, EntryId, EntryId | null, 'played' | 'walkover'] | [EntryId];

/** A Swiss stage with the given rounds (the last may be unplayed: winners null). */
function stageOf(count: number, rounds: Board[][], withdrawn: EntryId[] = []): Stage {
  const matches = rounds.flatMap((boards, index) =>
    boards.map((board, position): StageMatch => {
      const [first, second, winner, how] = board;
      const bye = second === undefined;
      const finished = bye || winner !== null;
      return {
        key: `R${index + 1}-${position + 1}`,
        part: 'swiss',
        group: null,
        round: index + 1,
        position: position + 1,
        slots: [
          { source: { type: 'seed', seed: 0 }, entry: first, bye: false },
          { source: bye ? { type: 'bye' } : { type: 'seed', seed: 0 }, entry: second ?? null, bye },
        ],
        winnerTo: null,
        loserTo: null,
        firstMover: bye ? null : 0,
        onlyIf: null,
        status: finished ? 'finished' : 'ready',
        result: !finished
          ? null
          : bye
            ? { winner: 0, how: 'bye', wins: [0, 0], draws: 0, captures: [0, 0] }
            : { winner: winner === first ? 0 : 1, how: how!, wins: null, draws: 0, captures: null },
      };
    }),
  );
  const settings = { format: 'swiss', rounds: rounds.length } as const;
  return {
    settings,
    series: {} as Stage['series'],
    tieBreaks: [],
    entries: ids(count),
    withdrawn,
    groups: [],
    matches,
  };
}

const ruleNames = (breaches: { rule: string }[]) => breaches.map((breach) => breach.rule);

describe('maximum matching', () => {
  const bruteForce = (vertices: number[], edge: (a: number, b: number) => boolean): number => {
    if (vertices.length < 2) return 0;
    const [first, ...rest] = vertices;
    let best = bruteForce(rest, edge);
    for (const other of rest.filter((vertex) => edge(first, vertex)))
      best = Math.max(
        best,
        1 +
          bruteForce(
            rest.filter((vertex) => vertex !== other),
            edge,
          ),
      );
    return best;
  };

  test('equals the brute-force maximum on random graphs of up to 10 vertices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }),
        (n, bits) => {
          const edge = (a: number, b: number) => bits[Math.min(a, b) * 10 + Math.max(a, b)];
          const vertices = Array.from({ length: n }, (_, vertex) => vertex);
          expect(maximumMatching(n, edge)).toBe(bruteForce(vertices, edge));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('finds a perfect matching that needs a blossom (an odd cycle with a stem)', () => {
    // 0–1–2–0 a triangle, 2–3, 3–4, 4–5: a perfect matching 0–1, 2–3, 4–5 exists.
    const edges = new Set(['0-1', '1-2', '0-2', '2-3', '3-4', '4-5', '1-5']);
    expect(maximumMatching(6, (a, b) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`))).toBe(3);
  });
});

describe('absolute colour preferences (C.04.1 f, g; C.04.3 A.6)', () => {
  test.each<[string, Colour | null]>([
    ['', null],
    ['FS', null],
    ['FSF', null],
    ['FF', 'F'],
    ['SS', 'S'],
    ['SFF', 'F'],
    ['FFSF', 'F'],
    ['SSFS', 'S'],
    // Already three in a row (an earlier breach): only the other side keeps the limits.
    ['FFF', 'F'],
    // Either side breaks a limit: nothing this round can avoid it.
    ['SSSSFF', null],
  ])('after %s the side not to give is %s', (history, expected) => {
    expect(forbiddenColour(history.split('') as Colour[])).toBe(expected);
  });
});

describe('the players as the rules see them', () => {
  test('a walkover is no meeting and gives no side, but bars its winner from the bye; so does the bye', () => {
    const stage = stageOf(3, [[['p1', 'p2', 'p1', 'walkover'], ['p3']]]);
    const [p1, p3, p2] = dutchPlayers(stage, 2);
    expect([p1.entry, p3.entry, p2.entry]).toEqual(['p1', 'p3', 'p2']);
    expect(p1).toMatchObject({ score: 1, colours: [], byeBarred: true });
    expect(p1.met.size).toBe(0);
    expect(p3).toMatchObject({ score: 1, byeBarred: true });
    expect(p2).toMatchObject({ score: 0, byeBarred: false });
  });
});

describe('a round checked against the rules', () => {
  const afterForfeit: Board[] = [['p1', 'p2', 'p1', 'walkover'], ['p3']];

  // Only p2 may have the bye; then p1–p3 pair in their 1-point bracket, so floating either of them is also C.5.
  test.each<[string, Board[], string[]]>([
    ['the bye to the one eligible player', [['p1', 'p3', null, 'played'], ['p2']], []],
    [
      'the forfeit pair paired again (no rematch), the bye to the player who had one',
      [['p1', 'p2', null, 'played'], ['p3']],
      ['C.2', 'C.5'],
    ],
    ['the bye to the forfeit winner', [['p2', 'p3', null, 'played'], ['p1']], ['C.2', 'C.5']],
  ])('C.2, after a walkover and a bye: %s', (_, round2, expected) => {
    expect(ruleNames(checkRound(stageOf(3, [afterForfeit, round2]), 2, 3).breaches)).toEqual(expected);
  });

  test('C.1: a rematch is a breach only when another pairing has none', () => {
    const first: Board[] = [
      ['p1', 'p3', 'p1', 'played'],
      ['p4', 'p2', 'p2', 'played'],
    ];
    const rematch = stageOf(4, [
      first,
      [
        ['p1', 'p3', null, 'played'],
        ['p2', 'p4', null, 'played'],
      ],
    ]);
    expect(ruleNames(checkRound(rematch, 2, 3).breaches)).toContain('C.1');
    const fresh = stageOf(4, [
      first,
      [
        ['p1', 'p2', null, 'played'],
        ['p4', 'p3', null, 'played'],
      ],
    ]);
    expect(checkRound(fresh, 2, 3).breaches).toEqual([]);
    // Two players can only meet again.
    const pair = stageOf(2, [[['p1', 'p2', 'p1', 'played']], [['p2', 'p1', null, 'played']]]);
    expect(checkRound(pair, 2, 2).breaches).toEqual([]);
  });

  // p1–p3 moved first twice, p4–p6 second twice; the winners p1–p3 have 2 points.
  const twice: Board[][] = [
    [
      ['p1', 'p4', 'p1', 'played'],
      ['p2', 'p5', 'p2', 'played'],
      ['p3', 'p6', 'p3', 'played'],
    ],
    [
      ['p1', 'p5', 'p1', 'played'],
      ['p2', 'p6', 'p2', 'played'],
      ['p3', 'p4', 'p3', 'played'],
    ],
  ];

  test.each<[string, Board[], string[]]>([
    [
      'everyone keeps the limits',
      [
        ['p6', 'p1', null, 'played'],
        ['p4', 'p2', null, 'played'],
        ['p5', 'p3', null, 'played'],
      ],
      [],
    ],
    [
      'p1 moves first a third time, so p6 second',
      [
        ['p1', 'p6', null, 'played'],
        ['p4', 'p2', null, 'played'],
        ['p5', 'p3', null, 'played'],
      ],
      ['colour', 'colour'],
    ],
    [
      // p1–p2 and p4–p6 must both move the same side; and with p3 floated, p4–p6 is forced.
      'two pairs of players who must move the same side meet',
      [
        ['p1', 'p2', null, 'played'],
        ['p5', 'p3', null, 'played'],
        ['p4', 'p6', null, 'played'],
      ],
      ['C.3', 'C.3', 'C.4'],
    ],
  ])('colours in round 3 of 4: %s', (_, round3, expected) => {
    expect(ruleNames(checkRound(stageOf(6, [...twice, round3]), 3, 4).breaches)).toEqual(expected);
  });

  test('topscorers (over half the points) may meet with the same absolute preference in the last round only (A.7)', () => {
    const stage = stageOf(6, twice);
    const last = new RoundRules(stage, 3, 3);
    expect(last.mayMeet('p1', 'p2', { bye: true, colour: true })).toBe(true);
    expect(last.mayMeet('p4', 'p6', { bye: true, colour: true })).toBe(false);
    expect(new RoundRules(stage, 3, 4).mayMeet('p1', 'p2', { bye: true, colour: true })).toBe(false);
  });
});

// The issue's score-group example (issue 19): before round 4, p4 3, p2 and p6 2, p1 and p3 1, p5 0.
const issueHistory: Board[][] = [
  [
    ['p1', 'p4', 'p4', 'played'],
    ['p5', 'p2', 'p2', 'played'],
    ['p3', 'p6', 'p6', 'played'],
  ],
  [
    ['p2', 'p4', 'p4', 'played'],
    ['p6', 'p1', 'p6', 'played'],
    ['p5', 'p3', 'p3', 'played'],
  ],
  [
    ['p4', 'p6', 'p4', 'played'],
    ['p3', 'p2', 'p2', 'played'],
    ['p1', 'p5', 'p1', 'played'],
  ],
];

describe('the fewest downfloaters of a bracket (C.4, C.5)', () => {
  test('the issue example: p4 floats out of 3 and of 2 (met p2, p6), and out of 1 because p1–p5 already met', () => {
    const round = new RoundRules(stageOf(6, issueHistory), 4, 5);
    expect(round.players.map((player) => `${player.entry}:${player.score}`)).toEqual([
      'p4:3',
      'p2:2',
      'p6:2',
      'p1:1',
      'p3:1',
      'p5:0',
    ]);
    expect(fewestDownfloaters(round, ['p4'], ['p2', 'p6', 'p1', 'p3', 'p5'])).toEqual({ count: 1, floaters: ['p4'] });
    expect(fewestDownfloaters(round, ['p4', 'p2', 'p6'], ['p1', 'p3', 'p5'])).toEqual({ count: 1, floaters: ['p4'] });
    // Pairing p4–p3 would float p1 onto p5, whom he has met: only p4 can float (C.4).
    expect(fewestDownfloaters(round, ['p4', 'p1', 'p3'], ['p5'])).toEqual({ count: 1, floaters: ['p4'] });
  });

  test.each<[string, Board[], string[]]>([
    [
      'the Dutch pairing',
      [
        ['p2', 'p6', null, 'played'],
        ['p3', 'p1', null, 'played'],
        ['p5', 'p4', null, 'played'],
      ],
      [],
    ],
    [
      "the project's pairing floats all of bracket 2",
      [
        ['p4', 'p3', null, 'played'],
        ['p2', 'p1', null, 'played'],
        ['p6', 'p5', null, 'played'],
      ],
      ['C.5'],
    ],
  ])('round 4 of the issue example: %s', (_, round4, expected) => {
    const check = checkRound(stageOf(6, [...issueHistory, round4]), 4, 5);
    expect(ruleNames(check.breaches)).toEqual(expected);
    expect(check.bracketsChecked).toBe(4);
  });
});

/** Every way to pair the players, with one bye when they are odd. */
function* allPairings(players: EntryId[]): Generator<{ pairs: [EntryId, EntryId][]; bye: EntryId | null }> {
  if (players.length === 0) return yield { pairs: [], bye: null };
  const [first, ...rest] = players;
  if (players.length % 2 === 1)
    for (const bye of players) {
      for (const pairing of allPairings(players.filter((player) => player !== bye))) yield { ...pairing, bye };
    }
  else
    for (const other of rest)
      for (const pairing of allPairings(rest.filter((player) => player !== other)))
        yield { pairs: [[first, other], ...pairing.pairs], bye: null };
}

/** The stage with round `round` replaced by the given pairing (unplayed). */
function withRound(stage: Stage, round: number, pairing: { pairs: [EntryId, EntryId][]; bye: EntryId | null }): Stage {
  const boards: Board[] = [
    ...pairing.pairs.map(([a, b]): Board => [a, b, null, 'played']),
    ...(pairing.bye ? [[pairing.bye] as Board] : []),
  ];
  const fresh = stageOf(stage.entries.length, [...Array.from({ length: round - 1 }, () => []), boards]);
  const earlier = stage.matches.filter((match) => match.round < round);
  return { ...stage, matches: [...earlier, ...fresh.matches.filter((match) => match.round === round)] };
}

describe('the bracket check against a brute force over whole rounds', () => {
  test('a pairing floating the fewest players from each bracket in turn has no C.4/C.5 breach; one floating more from the top bracket has', () => {
    fc.assert(
      fc.property(swissEvents(4, 8), (event) => {
        playEvent(event, (stage, round) => {
          if (round === 1) return;
          const rules = new RoundRules(stage, round, event.rounds);
          const absolute = { bye: true, colour: true };
          const scores = [...new Set(rules.players.map((player) => player.score))].sort((a, b) => b - a);
          // Floats out of each bracket from the top: players at or above its score paired below it (or given the bye).
          const floats = (pairing: { pairs: [EntryId, EntryId][]; bye: EntryId | null }): number[] => {
            const opponent = new Map(
              pairing.pairs.flatMap(
                ([a, b]) =>
                  [
                    [a, b],
                    [b, a],
                  ] as const,
              ),
            );
            return scores.map(
              (score) =>
                rules.players.filter((player) => {
                  if (player.score < score) return false;
                  const other = opponent.get(player.entry);
                  return other === undefined || rules.player(other).score < score;
                }).length,
            );
          };
          const valid = [...allPairings(rules.players.map((player) => player.entry))]
            .filter(
              (pairing) =>
                pairing.pairs.every(([a, b]) => rules.mayMeet(a, b, absolute)) &&
                (pairing.bye === null || rules.mayHaveBye(pairing.bye, absolute)),
            )
            .map((pairing) => ({ pairing, floats: floats(pairing) }));
          if (valid.length === 0) return;
          const lexicographic = (a: number[], b: number[]) => a.findIndex((value, index) => value !== b[index]);
          const best = valid.reduce((least, candidate) => {
            const at = lexicographic(candidate.floats, least.floats);
            return at >= 0 && candidate.floats[at] < least.floats[at] ? candidate : least;
          });
          const floatBreaches = (pairing: (typeof valid)[number]['pairing']) =>
            bracketBreaches(checkRound(withRound(stage, round, pairing), round, event.rounds).breaches);
          expect(floatBreaches(best.pairing)).toEqual([]);
          const worse = valid.find((candidate) => candidate.floats[0] > best.floats[0]);
          if (worse) expect(floatBreaches(worse.pairing)).toContain('C.5');
        });
      }),
      { numRuns: 150 },
    );
  });
});

/** The bracket rules (C.4, C.5) among the breaches. */
const bracketBreaches = (breaches: { rule: string }[]) =>
  ruleNames(breaches).filter((rule) => rule === 'C.4' || rule === 'C.5');
