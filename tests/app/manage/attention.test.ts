import { describe, expect, test } from 'vitest';
import type { Game, Match } from '@/db/schema';
import { attentionOf } from '@/app/t/[slug]/manage/control/attention';

const match = (status: Match['status'], resultKind: Match['resultKind'] = null) => ({ status, resultKind });
const games = (...statuses: Game['status'][]) => statuses.map((status) => ({ status }));

describe('the control room group of a match', () => {
  test.each([
    ['a ready match without games', match('ready'), games(), 'ready'],
    ['a ready match with a confirmed game', match('ready'), games('confirmed'), 'ready'],
    ['a match with a game being recorded', match('ready'), games('confirmed', 'in-progress'), 'in-play'],
    ['a match marked in play', match('in-play'), games(), 'in-play'],
    ['a report waiting for confirmation', match('in-play'), games('confirmed', 'reported'), 'awaiting'],
    ['a dispute, even beside a report', match('in-play'), games('reported', 'disputed'), 'disputed'],
    ['a finished series', match('finished', 'played'), games('confirmed'), 'finished'],
    ['a walkover', match('walkover', 'walkover'), games(), 'finished'],
    ['a bye', match('finished', 'bye'), games(), null],
    ['a match waiting for its players', match('pending'), games(), null],
    ['a grand-final reset not needed', match('not-needed'), games(), null],
  ] as const)('%s', (_, given, played, expected) => {
    expect(attentionOf(given, played)).toBe(expected);
  });
});
