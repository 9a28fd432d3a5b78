// Games for the demo event: every record is a legal game played out with the rules library (random
// moves, the better seed now and then taking the biggest capture on offer, which is edge enough for
// close series and the odd upset) and checked by its adjudication before it is reported.
import {
  adjudicate,
  legalMoves,
  play,
  printMoves,
  ruleSet,
  startPosition,
  type Move,
  type Position,
  type RuleSet,
  type RuleSetId,
  type Side,
} from '@/core/warri';

/**
 * The move record of one finished game, South moving first: `fixed` when given (e.g. a 24–24
 * draw), else a game played with `random`, `favourite` being the side of the better seed.
 */
export function demoGameRecord(ruleSetId: RuleSetId, random: () => number, favourite: Side, fixed?: string): string {
  const rules = ruleSet(ruleSetId);
  if (!rules.ok) throw new Error(rules.error.message);
  const moves = fixed ?? printMoves(playGame(rules.value, random, favourite));
  const judged = adjudicate({ rules: ruleSetId, moves });
  if (!judged.ok || !judged.value.finished)
    throw new Error(`The demo game "${moves.slice(0, 40)}…" is not a finished legal game.`);
  if (judged.value.end !== 'score' && judged.value.end !== 'cycle' && judged.value.end !== 'no-moves')
    throw new Error('A demo game ended off the board.');
  return moves;
}

/** A whole game from the start, South first: one move in ten, the favourite takes the biggest capture on offer. */
function playGame(rules: RuleSet, random: () => number, favourite: Side): Move[] {
  let position = startPosition('S');
  const history: Position[] = [];
  const moves: Move[] = [];
  for (;;) {
    const legal = legalMoves(position, rules);
    if (legal.length === 0) return moves;
    const move =
      position.toMove === favourite && random() < 0.1
        ? greediest(position, legal, rules, random)
        : legal[Math.floor(random() * legal.length)];
    const played = play(position, move, rules, history);
    if (!played.ok) throw new Error(played.error.message);
    history.push(position);
    moves.push(move);
    position = played.value.position;
    if (played.value.end) return moves;
  }
}

function greediest(position: Position, legal: Move[], rules: RuleSet, random: () => number): Move {
  const own = position.toMove === 'S' ? 0 : 1;
  const gains = legal.map((move) => {
    const played = play(position, move, rules);
    return played.ok ? played.value.position.captures[own] - position.captures[own] : -1;
  });
  const best = Math.max(...gains);
  const bestMoves = legal.filter((_, index) => gains[index] === best);
  return bestMoves[Math.floor(random() * bestMoves.length)];
}

/** A small seeded generator (mulberry32): the demo is the same every time it is created. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
