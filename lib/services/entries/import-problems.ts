// What can be wrong with a line of an imported player list once it is put beside the players on
// record, as facts beside the English sentence the JSON API gives; the list's own problems are
// core/csv/line-problems.ts's. A page words both in its reader's language
// (app/t/[slug]/manage/entries/line-problem-text.ts).
import type { LineProblem } from '@/core/csv/line-problems';
import { describeNamesake, type Namesake } from '@/core/text/namesakes';

/** A problem of a line found against the records, without its sentence. */
export type RecordFacts =
  | { code: 'not-a-namesake'; playerId: number; name: string }
  | { code: 'namesake-undecided'; namesake: Namesake }
  | { code: 'namesakes-undecided'; count: number; name: string }
  | { code: 'already-entered'; playerId: number; name: string }
  | { code: 'same-player'; line: number; playerId: number; name: string };

/** A problem of a line, of the list itself or against the records: facts a page words, and the English sentence the API gives. */
export type ImportProblem = LineProblem | (RecordFacts & { message: string });

/** The problem with its English sentence. */
export function recordProblem(facts: RecordFacts): ImportProblem {
  return { ...facts, message: englishSentence(facts) };
}

function englishSentence(facts: RecordFacts): string {
  switch (facts.code) {
    case 'not-a-namesake':
      return `Player #${facts.playerId} is not one of the players called ${facts.name}: choose one of them, or a new player.`;
    case 'namesake-undecided':
      return `${describeNamesake(facts.namesake)} is on record: say whether this line is them or a new player.`;
    case 'namesakes-undecided':
      return `${facts.count} players called ${facts.name} are on record: say which one this line is, or that it is a new player.`;
    case 'already-entered':
      return `${facts.name} (#${facts.playerId}) is already entered.`;
    case 'same-player':
      return `Line ${facts.line} is ${facts.name} (#${facts.playerId}) too.`;
  }
}
