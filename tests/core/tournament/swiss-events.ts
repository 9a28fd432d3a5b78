// Random Swiss events played through the formats library's public API, for the Dutch acceptance
// tests: each event is a field, a number of rounds and a script of choices (results, walkovers,
// withdrawals, late entries) that fast-check shrinks towards "the better seed always wins and
// nothing else happens". Every round is handed to `onRound` as soon as it is paired.
import fc from 'fast-check';
import { addEntry, nextRound, recordResult, withdraw } from '@/core/tournament';
import type { Stage } from '@/core/tournament/types';
import { build, unwrap } from './helpers';

/** One random event: the field, the rounds, and the choices consumed in order (0 once they run out). */
export interface SwissEvent {
  players: number;
  rounds: number;
  choices: number[];
}

/** Events of `minPlayers`–`maxPlayers` players and 3–9 rounds (never more than the field allows). */
export const swissEvents = (minPlayers: number, maxPlayers: number): fc.Arbitrary<SwissEvent> =>
  fc
    .record({
      players: fc.integer({ min: minPlayers, max: maxPlayers }),
      rounds: fc.integer({ min: 3, max: 9 }),
      choices: fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 400 }),
    })
    .map((event) => ({ ...event, rounds: Math.min(event.rounds, event.players - 1) }));

// A choice below WALKOVER is a series played, at or above it a walkover (the loser did not come);
// even choices go to the better seed, odd ones to the other. After a round is paired, a choice of
// at least LEAVES withdraws a player (his series is a walkover) and one of at least JOINS brings in
// a late entry for the next round.
const WALKOVER = 90;
const LEAVES = 93;
const JOINS = 93;

/** Plays `event` to its last round, calling `onRound(stage, round)` right after each round is paired. */
export function playEvent(event: SwissEvent, onRound: (stage: Stage, round: number) => void): Stage {
  let next = 0;
  const choose = (): number => event.choices[next++] ?? 0;
  let stage = build(event.players, { format: 'swiss', rounds: event.rounds });
  for (let round = 1; ; round++) {
    onRound(stage, round);
    const active = stage.entries.filter((entry) => !stage.withdrawn.includes(entry));
    if (choose() >= LEAVES && active.length > 3)
      stage = unwrap(withdraw(stage, active[choose() % active.length])).stage;
    for (const match of stage.matches.filter((item) => item.round === round && item.status === 'ready')) {
      const choice = choose();
      const seeds = match.slots.map((slot) => stage.entries.indexOf(slot.entry!));
      const better = seeds[0] < seeds[1] ? 0 : 1;
      const winner = match.slots[choice % 2 === 0 ? better : 1 - better].entry!;
      stage = unwrap(recordResult(stage, match.key, { winner, walkover: choice >= WALKOVER })).stage;
    }
    if (round === event.rounds) return stage;
    if (choose() >= JOINS) stage = unwrap(addEntry(stage, `late${round + 1}`)).stage;
    stage = unwrap(nextRound(stage)).stage;
  }
}
