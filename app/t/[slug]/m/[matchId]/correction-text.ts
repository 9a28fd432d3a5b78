// The arbiter's correction of a series as the match page says it, in the reader's language, from
// the facts lib/services/views/match-corrections.ts gives: the ruling, what the games recorded give
// and what the ruling changes against them. English reads exactly as core/tournament's
// describeAdjustment, the sentence the JSON API and the exports carry (a unit test holds the two together).
import type { CorrectionFacts } from '@/lib/services/views/match-corrections';
import type { Translator } from '@/i18n/translator';

type SlotName = (slot: 0 | 1) => string;

/** "Result corrected by the arbiter: Kwame wins 2–1. The games recorded give Trevor 2–0; the correction …" */
export function correctionSentence(
  t: Translator<'match.correction'>,
  facts: CorrectionFacts,
  nameOf: SlotName,
): string {
  const { ruling, recorded, change } = facts;
  const games = whatGamesGive(t, recorded, nameOf);
  if (ruling.how === 'walkover') {
    const walkover = t('walkover', { name: nameOf(ruling.winner), score: scoreFrom(t, ruling.winner, ruling.wins, 0) });
    return recorded.gamesCounted === 0 ? walkover : `${walkover} ${t('walkoverGames', { games })}`;
  }
  const played = t('played', {
    name: nameOf(ruling.winner),
    score: scoreFrom(t, ruling.winner, ruling.wins, ruling.draws),
  });
  const changes = whatItChanges(t, change, nameOf);
  return `${played} ${changes.length === 0 ? t('gamesOnly', { games }) : t('gamesChanged', { games, changes: listed(t, changes) })}`;
}

/** The sentence, then the arbiter's reason as its own sentence. */
export function correctionWithReason(
  t: Translator<'match.correction'>,
  facts: CorrectionFacts,
  reason: string,
  nameOf: SlotName,
): string {
  return t('withReason', {
    text: correctionSentence(t, facts, nameOf),
    reason: /[.!?]$/.test(reason) ? reason : `${reason}.`,
  });
}

/** "2–1" from the given slot's side, with the drawn games after it: "2–1 (1 drawn)". */
function scoreFrom(t: Translator<'match.correction'>, first: 0 | 1, wins: readonly [number, number], draws: number) {
  const score = `${wins[first]}–${wins[first === 0 ? 1 : 0]}`;
  return draws === 0 ? score : t('scoreWithDraws', { score, count: draws });
}

function whatGamesGive(t: Translator<'match.correction'>, games: CorrectionFacts['recorded'], nameOf: SlotName) {
  if (games.gamesCounted === 0) return t('noGameCounts');
  if (games.finished && games.winner !== null)
    return t('gamesGive', { name: nameOf(games.winner), score: scoreFrom(t, games.winner, games.wins, games.draws) });
  if (games.wins[0] === games.wins[1]) return t('gamesLevel', { score: scoreFrom(t, 0, games.wins, games.draws) });
  const leader = games.wins[0] > games.wins[1] ? 0 : 1;
  return t('gamesLead', { name: nameOf(leader), score: scoreFrom(t, leader, games.wins, games.draws) });
}

function whatItChanges(t: Translator<'match.correction'>, change: CorrectionFacts['change'], nameOf: SlotName) {
  const parts: string[] = [];
  for (const slot of [0, 1] as const) {
    const delta = change.wins[slot];
    if (delta > 0) parts.push(t('givesWins', { count: delta, name: nameOf(slot) }));
    if (delta < 0) parts.push(t('takesWins', { count: -delta, name: nameOf(slot) }));
  }
  if (change.draws > 0) parts.push(t('addsDraws', { count: change.draws }));
  if (change.draws < 0) parts.push(t('takesDraws', { count: -change.draws }));
  return parts;
}

/** `a`, `a and b`, `a, b and c`: without the serial comma English's Intl list would add. */
function listed(t: Translator<'match.correction'>, parts: readonly string[]): string {
  return parts.length <= 1
    ? parts.join('')
    : t('listLast', { rest: parts.slice(0, -1).join(', '), last: parts[parts.length - 1] });
}
