import { fail, ok, type Result } from './result';

/** Ids of the rule sets, in the order a picker shows them; the first is the default. */
export const RULE_SET_IDS = ['antigua', 'abapa', 'vari', 'vari-strict'] as const;

/** Id of one of the four rule sets. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** The rule set used when a game names none. */
export const DEFAULT_RULE_SET_ID: RuleSetId = 'antigua';

/**
 * What a rule set does with a grand slam, a capture that would leave the opponent's row empty:
 * - `capture-and-move-again`: the capture is made and the same side moves again at once (antigua);
 * - `capture-nothing`: the move is legal but captures nothing (abapa);
 * - `forbidden-unless-forced`: illegal unless every legal move is a grand slam, then it captures (vari);
 * - `forbidden`: always illegal; a player left with only grand slams has no move (vari-strict).
 */
export type GrandSlamRule = 'capture-and-move-again' | 'capture-nothing' | 'forbidden-unless-forced' | 'forbidden';

/** How seeds still on the board are shared at a cycle or an agreed end: by row, or equally (odd seed unassigned). */
export type BoardShare = 'own-row' | 'equal';

/** One rule set: what players read when it is picked, and the parameters the engine reads. */
export interface RuleSet {
  readonly id: RuleSetId;
  /** Display name for pickers and headings. */
  readonly name: string;
  /** One paragraph for players, saying how this rule set differs from the others. */
  readonly description: string;
  readonly grandSlam: GrandSlamRule;
  readonly cycleShare: BoardShare;
}

/** The refusal of an unknown rule-set id, which it names (`rules`). */
export interface RulesError {
  code: 'bad-rules';
  rules: string;
  message: string;
}

const COMMON =
  'Two rows of six holes, four seeds in each; sow counter-clockwise, a sowing of twelve or more skips its own hole; ' +
  "the last seed making 2 or 3 in an opponent's hole captures it and the 2s and 3s just before it in his row; " +
  'a player whose opponent has no seeds must feed him if he can; 25 seeds win, 24–24 is a draw.';

/** The four rule sets by id. They differ only in the grand slam and, for vari-strict, the share at a cycle. */
export const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = Object.freeze({
  antigua: Object.freeze({
    id: 'antigua',
    name: 'Warri (Antigua and Barbuda)',
    description:
      `${COMMON} A grand slam (a capture that empties the opponent's row) is made, and the capturer at once moves ` +
      'again with a move that must give his opponent seeds; if no move can, the game ends and each player takes ' +
      'the seeds on his side. A repeated position ends the game, each taking the seeds on his side.',
    grandSlam: 'capture-and-move-again',
    cycleShare: 'own-row',
  }),
  abapa: Object.freeze({
    id: 'abapa',
    name: 'Oware, standard tournament rules (abapa)',
    description:
      `${COMMON} A grand slam (a sowing whose capture would empty the opponent's row) may be played but captures ` +
      'nothing: the seeds stay where they were sown. A repeated position ends the game, each taking the seeds on ' +
      'his side.',
    grandSlam: 'capture-nothing',
    cycleShare: 'own-row',
  }),
  vari: Object.freeze({
    id: 'vari',
    name: 'Vari: grand slam forbidden unless forced',
    description:
      `${COMMON} A grand slam (a capture that empties the opponent's row) is not allowed while any other move is. ` +
      'When only grand slams are left, one must be played and it captures; the opponent then cannot move, the game ' +
      'ends and the capturer also takes the seeds on his side. A repeated position ends the game, each taking the ' +
      'seeds on his side.',
    grandSlam: 'forbidden-unless-forced',
    cycleShare: 'own-row',
  }),
  'vari-strict': Object.freeze({
    id: 'vari-strict',
    name: 'Vari, strict (Russian Wikipedia)',
    description:
      `${COMMON} A grand slam (a capture that empties the opponent's row) is never allowed: a player left with only ` +
      'grand slams cannot move, and the game ends with each taking the seeds on his side. A repeated position ends ' +
      'the game with the seeds on the board split equally (an odd seed goes to nobody).',
    grandSlam: 'forbidden',
    cycleShare: 'equal',
  }),
});

/** Looks up a rule set by id; an unknown id is refused with `bad-rules`. */
export function ruleSet(id: string): Result<RuleSet, RulesError> {
  if ((RULE_SET_IDS as readonly string[]).includes(id)) return ok(RULE_SETS[id as RuleSetId]);
  return fail({
    code: 'bad-rules',
    rules: id,
    message: `Unknown rule set "${id}"; the rule sets are ${RULE_SET_IDS.join(', ')}.`,
  });
}
