import { describe, expect, it } from 'vitest';
import { adjudicate, SAMPLE_GAMES } from '@/core/warri';

describe('sample games', () => {
  it.each(SAMPLE_GAMES)('$name adjudicates to its pinned outcome', ({ rules, moves, outcome }) => {
    const result = adjudicate({ rules, moves });
    if (!result.ok || !result.value.finished) throw new Error(`${rules}: ${JSON.stringify(result)}`);
    const { captures, winner, end, plies } = result.value;
    expect({ captures, winner, end, plies }).toEqual(outcome);
  });

  it('include an antigua 24–24 draw, a South win and a North win', () => {
    const antigua = SAMPLE_GAMES.filter((game) => game.rules === 'antigua').map((game) => game.outcome);
    expect(antigua).toContainEqual(expect.objectContaining({ captures: [24, 24], winner: null }));
    expect(antigua.map((outcome) => outcome.winner)).toEqual(expect.arrayContaining(['S', 'N']));
  });
});
