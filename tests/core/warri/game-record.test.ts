import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjudicate,
  adjudicateRecord,
  OFF_BOARD_REASONS,
  parseGameRecord,
  printGameRecord,
  randomGame,
  recordOfGame,
  type Adjudication,
  type GameRecord,
  type Termination,
} from '@/core/warri';
import { answerOf } from '@/core/warri/cli-protocol';
import { anyPosition, ruleSetId } from './arbitraries';
import { rules, seededRandom } from './helpers';

const HEADERS = {
  event: 'Antiguan Open',
  site: "St John's",
  date: '2025.10.18',
  round: '3.2',
  south: 'Trevor "Tiger" Simon',
  north: 'September \\ Christian',
};

const TEXT = `[Event "Antiguan Open"]
[Site "St John's"]
[Date "2025.10.18"]
[Round "3.2"]
[South "Trevor \\"Tiger\\" Simon"]
[North "September \\\\ Christian"]
[Rules "antigua"]
[First "S"]
[SetUp "0,0,0,0,2,2/1,1,0,0,0,0/20,22/S"]
[Result "1-0"]
[Termination "resignation"]

1. F E
`;

function parsed(text: string): GameRecord {
  const result = parseGameRecord(text);
  if (!result.ok) throw new Error(`${result.error.line}:${result.error.column} ${result.error.message}`);
  return result.value;
}

describe('game records', () => {
  it('reads headers, set-up position and moves', () => {
    const record = parsed(TEXT);
    expect(record).toMatchObject({
      ...HEADERS,
      rules: 'antigua',
      first: 'S',
      result: '1-0',
      termination: 'resignation',
      moves: ['F', 'E'],
    });
    expect(printGameRecord(record)).toBe(TEXT);
  });

  it('adjudicates with the off-board ending: Result 1-0 with a resignation means North resigned', () => {
    const result = adjudicateRecord(parsed(TEXT));
    expect(
      result.ok && result.value.finished && [result.value.end, result.value.winner, ...result.value.captures],
    ).toEqual(['resignation', 'S', 24, 22]);
  });

  it('starts from the start position with North first when First is N', () => {
    const record = parsed('[Rules "abapa"]\n[First "N"]\n\n1. c C 2. d\n');
    expect(record).toMatchObject({
      event: '?',
      rules: 'abapa',
      first: 'N',
      setUp: null,
      result: null,
      termination: null,
    });
    expect(adjudicateRecord(record)).toMatchObject({ ok: true, value: { finished: false, plies: 3 } });
  });

  it('refuses a record whose Result disagrees with its moves', () => {
    const record = parsed(TEXT.replace('[Termination "resignation"]', '[Termination "score"]'));
    const result = adjudicateRecord(record);
    expect(!result.ok && result.error.code).toBe('result-mismatch');
  });

  it.each([
    ['a malformed header', '[Event Antiguan Open]\n', 'bad-record', 1, 1],
    ['an unknown header', '[Event "x"]\n[Colour "red"]\n', 'bad-record', 2, 2],
    ['a repeated header', '[Event "x"]\n[Event "y"]\n', 'bad-record', 2, 2],
    ['an unknown rule set', '[Event "x"]\n[Rules "oware"]\n', 'bad-rules', 2, 9],
    ['a bad set-up position', '[SetUp "4,4,4,4,4,4/4,4,4,4,4,4/0,1/S"]\n', 'bad-position', 1, 9],
    [
      'a First that contradicts the set-up',
      '[First "N"]\n[SetUp "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S"]\n',
      'bad-record',
      1,
      9,
    ],
    ['a bad Result', '[Result "2-0"]\n', 'bad-record', 1, 10],
    ['a resignation without a winner', '[Result "*"]\n[Termination "resignation"]\n', 'bad-record', 2, 15],
    ['a bad move', '[Event "x"]\n\n1. C a 2. E b\n3. F x\n', 'bad-notation', 4, 6],
  ])('names the line and column of %s', (_name, text, code, line, column) => {
    const result = parseGameRecord(text);
    expect(
      result.ok ? 'read' : { code: result.error.code, line: result.error.line, column: result.error.column },
    ).toEqual({ code, line, column });
  });

  it('printing then parsing a record gives the same adjudication', () => {
    const termination = fc.option(
      fc.oneof(
        fc.record({
          reason: fc.constantFrom('resignation' as const, 'loss-on-time' as const, 'forfeit' as const),
          loser: fc.constantFrom('S' as const, 'N' as const),
        }),
        fc.constant({ reason: 'agreed-end' as const }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        ruleSetId,
        fc.integer(),
        fc.option(anyPosition, { nil: undefined }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        termination,
        (id, seed, from, cut, end) => {
          const moves = randomGame(rules(id), seededRandom(seed), from);
          const kept = moves.slice(0, Math.floor(moves.length * cut));
          let original: Adjudication = adjudicate({
            rules: id,
            from,
            moves: kept,
            termination: end as Termination | undefined,
          });
          if (!original.ok) original = adjudicate({ rules: id, from, moves: kept });
          if (!original.ok) throw new Error(original.error.message);
          const text = printGameRecord(recordOfGame(HEADERS, id, original.value));
          const reread = parsed(text);
          expect(reread).toMatchObject(HEADERS);
          const again = adjudicateRecord(reread);
          if (!again.ok) throw new Error(again.error.message);
          expect(answerOf(again)).toEqual(answerOf(original));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('knows every off-board ending', () => {
    for (const reason of OFF_BOARD_REASONS)
      expect(parsed(`[Result "0-1"]\n[Termination "${reason}"]\n`).termination).toBe(reason);
  });
});
