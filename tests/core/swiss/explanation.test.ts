// The explanation of a pairing tells the whole story: every player to be paired is in exactly one
// bracket's residents, every bracket's pairs are boards of the round, what a bracket floats is the
// next bracket's moved-down list, and the last bracket's floater is the bye.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { swissPairing } from '@/core/tournament';
import { playEvent, swissEvents } from '../tournament/swiss-events';

test('each bracket explains where its players went, and together they are the round', () => {
  fc.assert(
    fc.property(swissEvents(4, 30), (event) => {
      playEvent(event, (stage, round) => {
        const before = { ...stage, matches: stage.matches.filter((match) => match.round < round) };
        const pairing = swissPairing(before, round);
        if (!pairing) return;
        const residents = pairing.brackets.flatMap((bracket) => bracket.residents);
        expect(new Set(residents).size).toBe(residents.length);
        const boards = pairing.boards.map((board) => [board.first, board.second].sort().join(' '));
        const pairs = pairing.brackets.flatMap((bracket) => bracket.pairs.map((pair) => [...pair].sort().join(' ')));
        expect(pairs.sort()).toEqual([...boards].sort());
        pairing.brackets.forEach((bracket, index) => {
          const next = pairing.brackets[index + 1];
          expect(bracket.floated).toEqual(next ? next.movedDown : pairing.bye === null ? [] : [pairing.bye]);
        });
        expect([...residents].sort()).toEqual(
          [
            ...pairing.boards.flatMap((board) => [board.first, board.second]),
            ...(pairing.bye ? [pairing.bye] : []),
          ].sort(),
        );
      });
    }),
    { numRuns: 150 },
  );
}, 120_000);
