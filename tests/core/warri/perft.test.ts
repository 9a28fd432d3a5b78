import { describe, expect, it } from 'vitest';
import { perft, RULE_SET_IDS, START_POSITION, type RuleSetId } from '@/core/warri';
import { position, rules, slowPerft } from './helpers';

const START = '4,4,4,4,4,4/4,4,4,4,4,4/0,0/S';
const FROM_START = [6, 36, 190, 1014, 5219, 27332, 139157, 711414];

/** Depths 1–8 per rule set; sparse positions where grand slams and feeding make the rule sets differ. */
const PINNED: Record<string, Record<RuleSetId, number[]>> = {
  [START]: { antigua: FROM_START, abapa: FROM_START, vari: FROM_START, 'vari-strict': FROM_START },
  '0,0,0,1,1,2/1,1,0,0,0,0/20,22/S': {
    antigua: [3, 4, 8, 15, 18, 35, 35, 59],
    abapa: [3, 6, 12, 25, 33, 76, 89, 184],
    vari: [2, 4, 8, 15, 18, 35, 35, 59],
    'vari-strict': [2, 4, 8, 15, 18, 35, 35, 59],
  },
  '0,0,0,0,2,17/0,0,0,0,0,0/15,14/S': {
    antigua: [1, 1, 1, 6, 27, 135, 479, 2057],
    abapa: [2, 7, 28, 135, 484, 2072, 7050, 28453],
    vari: [1, 1, 1, 6, 27, 135, 479, 2057],
    'vari-strict': [1, 1, 1, 6, 27, 135, 479, 2057],
  },
  '0,0,0,0,3,9/1,1,1,0,0,0/16,17/S': {
    antigua: [2, 7, 24, 115, 376, 1580, 4832, 19231],
    abapa: [2, 7, 24, 115, 376, 1580, 4832, 19237],
    vari: [2, 7, 24, 115, 376, 1580, 4830, 19218],
    'vari-strict': [2, 7, 24, 115, 376, 1580, 4830, 19218],
  },
  '1,0,2,0,0,1/0,1,1,0,0,0/21,21/N': {
    antigua: [2, 6, 11, 31, 74, 206, 480, 1238],
    abapa: [2, 6, 11, 31, 74, 206, 480, 1238],
    vari: [2, 6, 11, 31, 74, 206, 480, 1238],
    'vari-strict': [2, 6, 11, 31, 74, 206, 480, 1237],
  },
  '1,1,1,1,1,1/1,1,1,1,1,1/18,18/S': {
    antigua: [6, 35, 171, 804, 3229, 12571, 44453, 154671],
    abapa: [6, 35, 171, 804, 3229, 12571, 44453, 154680],
    vari: [6, 35, 171, 804, 3229, 12571, 44450, 154632],
    'vari-strict': [6, 35, 171, 804, 3229, 12571, 44450, 154631],
  },
};

const TABLE = Object.entries(PINNED).flatMap(([from, counts]) =>
  RULE_SET_IDS.map((id) => ({ from, id, counts: counts[id] })),
);

describe('perft', () => {
  it.each(TABLE)('from $from under $id: fast path, pinned', ({ from, id, counts }) => {
    expect(counts.map((_, depth) => perft(position(from), depth + 1, rules(id)))).toEqual(counts);
  });

  it.each(TABLE)('from $from under $id: immutable API, pinned', ({ from, id, counts }) => {
    expect(counts.map((_, depth) => slowPerft(position(from), depth + 1, rules(id)))).toEqual(counts);
  });

  it('counts 1 at depth 0, even at a position already over', () => {
    expect(perft(START_POSITION, 0, rules('abapa'))).toBe(1);
    expect(perft(position('0,0,0,0,0,1/1,4,0,0,0,0/25,17/N'), 0, rules('abapa'))).toBe(1);
  });

  it.each([
    ['won by score', '0,0,0,0,0,1/1,4,0,0,0,0/25,17/N'],
    ['drawn 24–24', '0,0,0,0,0,0/0,0,0,0,0,0/24,24/S'],
    ['with no move to feed', '1,1,0,0,0,0/0,0,0,0,0,0/23,23/S'],
  ])('counts nothing past a position already over (%s)', (_name, from) => {
    for (const id of RULE_SET_IDS) expect(perft(position(from), 3, rules(id))).toBe(0);
  });
});
