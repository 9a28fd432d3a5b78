import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  play,
  printPosition,
  RULE_SET_IDS,
  type GrandSlamTreatment,
  type Move,
  type RefusalCode,
  type RuleSetId,
} from '@/core/warri';
import { position, rules } from './helpers';

interface PlayedCase {
  after: string;
  captured?: [hole: number, seeds: number][];
  grandSlam?: GrandSlamTreatment;
  end?: { reason: string; captures: [number, number] };
}

interface RuleCase {
  name: string;
  from: string;
  move: Move;
  /** The expectation under each rule set; `all` for every rule set not named. */
  expect: Partial<Record<RuleSetId | 'all', PlayedCase | RefusalCode>>;
  legal?: Partial<Record<RuleSetId | 'all', string>>;
}

const CASES: RuleCase[] = [
  {
    name: 'a capture chain stops at a 4',
    from: '0,0,0,0,0,3/3,1,2,5,5,5/12,12/S',
    move: 'F',
    expect: {
      all: {
        after: '0,0,0,0,0,0/4,0,0,5,5,5/17,12/N',
        captured: [
          [8, 3],
          [7, 2],
        ],
      },
    },
  },
  {
    name: 'a capture chain stops at a 1',
    from: '0,0,0,0,0,3/0,1,2,5,5,5/13,14/S',
    move: 'F',
    expect: {
      all: {
        after: '0,0,0,0,0,0/1,0,0,5,5,5/18,14/N',
        captured: [
          [8, 3],
          [7, 2],
        ],
      },
    },
  },
  {
    name: "a North chain stops at the edge of South's row, not at North's own 2 in f",
    from: '1,2,4,4,4,4/0,0,0,0,3,1/12,13/N',
    move: 'e',
    expect: {
      all: {
        after: '0,0,4,4,4,4/0,0,0,0,0,2/12,18/S',
        captured: [
          [1, 3],
          [0, 2],
        ],
      },
    },
  },
  {
    name: "a South chain stops at the edge of North's row, not at South's own 2 in F",
    from: '0,0,0,0,2,1/1,4,4,4,4,4/12,12/S',
    move: 'E',
    expect: { all: { after: '0,0,0,0,0,2/0,4,4,4,4,4/14,12/N', captured: [[6, 2]] } },
  },
  {
    name: 'a 2 made in the own row is not captured',
    from: '2,0,1,4,4,4/4,4,4,4,4,4/5,4/S',
    move: 'A',
    expect: { all: { after: '0,1,2,4,4,4/4,4,4,4,4,4/5,4/N', captured: [] } },
  },
  {
    name: 'a last seed making 4 captures nothing, even with a 2 before it',
    from: '0,0,0,0,0,2/1,3,4,4,4,4/13,13/S',
    move: 'F',
    expect: { all: { after: '0,0,0,0,0,0/2,4,4,4,4,4/13,13/N', captured: [] } },
  },
  {
    name: 'a sowing of 12 skips its hole and lands back in the own row',
    from: '12,0,0,0,0,0/1,1,1,1,1,1/15,15/S',
    move: 'A',
    expect: { all: { after: '0,2,1,1,1,1/2,2,2,2,2,2/15,15/N', captured: [] } },
  },
  {
    name: 'a sowing of 17 skips its hole and captures on its second lap',
    from: '0,0,0,0,0,17/1,0,2,1,0,1/13,13/S',
    move: 'F',
    expect: {
      all: {
        after: '1,1,1,1,1,0/3,2,4,0,0,0/21,13/N',
        captured: [
          [11, 3],
          [10, 2],
          [9, 3],
        ],
      },
    },
  },
  {
    name: 'feeding is forced: a move leaving the empty row empty is refused',
    from: '1,0,0,0,0,1/0,0,0,0,0,0/23,23/S',
    move: 'A',
    expect: { all: 'must-feed' },
    legal: { all: 'F' },
  },
  {
    name: 'feeding by a long sowing',
    from: '6,1,0,0,0,0/0,0,0,0,0,0/20,21/S',
    move: 'A',
    expect: { all: { after: '0,2,1,1,1,1/1,0,0,0,0,0/20,21/N', captured: [] } },
    legal: { all: 'A' },
  },
  {
    name: 'a sowing that reaches the empty row and captures all of it does not feed, except under abapa',
    from: '0,0,0,0,2,17/0,0,0,0,0,0/15,14/S',
    move: 'F',
    expect: {
      all: 'must-feed',
      abapa: { after: '1,1,1,1,3,0/2,2,2,2,2,2/15,14/N', captured: [], grandSlam: 'captured-nothing' },
    },
    legal: { all: 'E', abapa: 'E F' },
  },
  {
    name: 'a grand slam whose follow-up cannot feed (antigua ends the game: South takes his row)',
    from: '0,0,0,0,1,2/1,1,0,0,0,0/20,23/S',
    move: 'F',
    expect: {
      antigua: {
        after: '0,0,0,0,1,0/0,0,0,0,0,0/24,23/S',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'captured-moves-again',
        end: { reason: 'no-moves', captures: [25, 23] },
      },
      abapa: { after: '0,0,0,0,1,0/2,2,0,0,0,0/20,23/N', captured: [], grandSlam: 'captured-nothing' },
      vari: 'grand-slam-forbidden',
      'vari-strict': 'grand-slam-forbidden',
    },
    legal: { all: 'E F', vari: 'E', 'vari-strict': 'E' },
  },
  {
    name: 'a grand slam whose follow-up can feed (antigua: the same side moves again)',
    from: '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S',
    move: 'F',
    expect: {
      antigua: {
        after: '0,0,0,0,2,0/0,0,0,0,0,0/24,22/S',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'captured-moves-again',
      },
      abapa: { after: '0,0,0,0,2,0/2,2,0,0,0,0/20,22/N', captured: [], grandSlam: 'captured-nothing' },
      vari: 'grand-slam-forbidden',
      'vari-strict': 'grand-slam-forbidden',
    },
  },
  {
    name: "antigua's follow-up must feed and may capture",
    from: '0,0,0,0,13,0/0,0,0,0,0,0/20,15/S',
    move: 'E',
    expect: { all: { after: '1,1,1,1,0,2/0,1,1,1,1,1/22,15/N', captured: [[6, 2]] } },
    legal: { all: 'E' },
  },
  {
    name: 'a grand slam reaching 25 ends the game by score, the board not shared (antigua)',
    from: '0,0,0,0,1,2/1,1,0,0,0,0/21,22/S',
    move: 'F',
    expect: {
      antigua: {
        after: '0,0,0,0,1,0/0,0,0,0,0,0/25,22/S',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'captured-moves-again',
        end: { reason: 'score', captures: [25, 22] },
      },
      abapa: { after: '0,0,0,0,1,0/2,2,0,0,0,0/21,22/N', captured: [], grandSlam: 'captured-nothing' },
      vari: 'grand-slam-forbidden',
      'vari-strict': 'grand-slam-forbidden',
    },
  },
  {
    name: 'a forced grand slam (vari) reaching 25 ends by score',
    from: '0,0,0,0,0,2/1,1,0,0,0,0/21,23/S',
    move: 'F',
    expect: {
      vari: {
        after: '0,0,0,0,0,0/0,0,0,0,0,0/25,23/N',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'forced-capture',
        end: { reason: 'score', captures: [25, 23] },
      },
      antigua: {
        after: '0,0,0,0,0,0/0,0,0,0,0,0/25,23/S',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'captured-moves-again',
        end: { reason: 'score', captures: [25, 23] },
      },
      abapa: {
        after: '0,0,0,0,0,0/2,2,0,0,0,0/21,23/N',
        captured: [],
        grandSlam: 'captured-nothing',
        end: { reason: 'no-moves', captures: [21, 27] },
      },
      'vari-strict': 'game-over',
    },
  },
  {
    name: 'a forced grand slam (vari) leaves the opponent no move: each takes his row',
    from: '0,0,0,0,3,2/1,1,0,0,0,0/19,22/S',
    move: 'F',
    expect: {
      vari: {
        after: '0,0,0,0,3,0/0,0,0,0,0,0/23,22/N',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'forced-capture',
        end: { reason: 'no-moves', captures: [26, 22] },
      },
      antigua: {
        after: '0,0,0,0,3,0/0,0,0,0,0,0/23,22/S',
        captured: [
          [7, 2],
          [6, 2],
        ],
        grandSlam: 'captured-moves-again',
      },
      abapa: { after: '0,0,0,0,3,0/2,2,0,0,0,0/19,22/N', captured: [], grandSlam: 'captured-nothing' },
      'vari-strict': 'game-over',
    },
    legal: { all: 'E F', 'vari-strict': '' },
  },
  {
    name: 'a capture to 25 ends the game by score',
    from: '0,0,0,0,0,1/1,4,0,0,0,0/24,18/S',
    move: 'F',
    expect: {
      all: {
        after: '0,0,0,0,0,0/0,4,0,0,0,0/26,18/N',
        captured: [[6, 2]],
        end: { reason: 'score', captures: [26, 18] },
      },
    },
  },
  {
    name: 'a grand slam making 24–24 (antigua, forced under vari) is a draw by score',
    from: '0,0,0,0,0,1/1,0,0,0,0,0/22,24/S',
    move: 'F',
    expect: {
      antigua: {
        after: '0,0,0,0,0,0/0,0,0,0,0,0/24,24/S',
        captured: [[6, 2]],
        grandSlam: 'captured-moves-again',
        end: { reason: 'score', captures: [24, 24] },
      },
      vari: {
        after: '0,0,0,0,0,0/0,0,0,0,0,0/24,24/N',
        captured: [[6, 2]],
        grandSlam: 'forced-capture',
        end: { reason: 'score', captures: [24, 24] },
      },
      abapa: {
        after: '0,0,0,0,0,0/2,0,0,0,0,0/22,24/N',
        captured: [],
        grandSlam: 'captured-nothing',
        end: { reason: 'no-moves', captures: [22, 26] },
      },
      'vari-strict': 'game-over',
    },
  },
];

function expectationFor(rulesCase: RuleCase, id: RuleSetId) {
  return rulesCase.expect[id] ?? rulesCase.expect.all!;
}

describe.each(RULE_SET_IDS)('rules of one move under %s', (id) => {
  it.each(CASES)('$name', (rulesCase) => {
    const from = position(rulesCase.from);
    const expected = expectationFor(rulesCase, id);
    const played = play(from, rulesCase.move, rules(id));
    if (typeof expected === 'string') {
      expect(played.ok ? 'played' : played.error.code).toBe(expected);
      return;
    }
    if (!played.ok) throw new Error(`${rulesCase.move} refused: ${played.error.message}`);
    const { position: after, report, end } = played.value;
    expect(printPosition(after)).toBe(expected.after);
    if (expected.captured) expect(report.captured.map(({ hole, seeds }) => [hole, seeds])).toEqual(expected.captured);
    expect(report.grandSlam).toBe(expected.grandSlam ?? null);
    expect(report.movesAgain).toBe(expected.grandSlam === 'captured-moves-again');
    expect(report.seeds).toBe(report.sown.length);
    expect(end ? { reason: end.reason, captures: [...end.captures] } : undefined).toEqual(expected.end);
    const legal = rulesCase.legal?.[id] ?? rulesCase.legal?.all;
    if (legal !== undefined) expect(legalMoves(from, rules(id)).join(' ')).toBe(legal);
  });
});

describe('sowing report', () => {
  it('lists the holes sown in order, skipping the hole emptied on a 12+ sowing', () => {
    const played = play(position('12,0,0,0,0,0/1,1,1,1,1,1/15,15/S'), 'A', rules('antigua'));
    expect(played.ok && played.value.report.sown).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1]);
  });
});
