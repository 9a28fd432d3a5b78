// The replay's last position says how the game ended: the rules library's ending when the moves
// end the game on the board, the stored one (resignation, time, forfeit, agreed end) otherwise.
import { describe, expect, test } from 'vitest';
import { replayEnding, resultLine, type GameEnding } from '@/app/t/[slug]/m/[matchId]/replay-result';
import { createTranslator } from 'next-intl';
import { SAMPLE_GAMES, adjudicate, type Position } from '@/core/warri';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';

async function resultIn(locale: Locale) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'match.replay' });
  const tBoard = createTranslator({ locale, messages, namespace: 'match.board' });
  return (ending: GameEnding, last: Position) => resultLine(t, tBoard, ending, last, 'Keisha', 'Jahmal');
}
const inEnglish = await resultIn('en');

function replayOf(rules: string, moves: string) {
  const replay = adjudicate({ rules, moves });
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  return replay.value;
}

describe('the result line of a replay', () => {
  test.each([
    ['antigua-draw-24-24', 'Draw 24–24.'],
    ['antigua-south-wins', 'Keisha (South) wins 27–8.'],
    ['antigua-north-wins', 'Jahmal (North) wins 26–8.'],
    [
      'vari-no-moves',
      'Jahmal (North) had no move, so each took the seeds on their own side. Jahmal (North) wins 27–21.',
    ],
    ['vari-strict-cycle', 'The position repeated and the seeds left were shared. Jahmal (North) wins 25–23.'],
  ])('%s, finished on the board: %s', (name, line) => {
    const sample = SAMPLE_GAMES.find((game) => game.name === name)!;
    const replay = replayOf(sample.rules, sample.moves);
    // Nothing stored can overrule what the moves say.
    const ending = replayEnding(replay, { winner: 'S', captures: [30, 18], reason: 'resignation' })!;
    expect(inEnglish(ending, replay.position)).toBe(line);
  });

  test('a game resigned before its end says so, with the captures as they stood; one still played has no result', () => {
    const replay = replayOf('antigua', '1. C b 2. A e 3. C d');
    const resigned: GameEnding = { winner: 'N', captures: [3, 0], reason: 'resignation' };
    expect(inEnglish(replayEnding(replay, resigned)!, replay.position)).toBe(
      'Jahmal (North) wins by resignation; captures South 3, North 0.',
    );
    const agreed: GameEnding = { winner: null, captures: [24, 24], reason: 'agreed-end' };
    expect(inEnglish(agreed, replay.position)).toBe('Ended by agreement and the seeds left were shared. Draw 24–24.');
    expect(replayEnding(replay, null)).toBeNull();
  });

  test.each([
    ['ru', 'N', 'resignation', 'Jahmal (Север) побеждает: соперник сдался; взято: Юг 3, Север 0.'],
    ['uk', 'S', 'loss-on-time', 'Keisha (Південь) перемагає за часом; взято: Південь 3, Північ 0.'],
    ['fr', 'N', 'forfeit', 'Jahmal (Nord) gagne par forfait ; prises : Sud 3, Nord 0.'],
  ] as const)('in %s, a game won off the board says so in that language', async (locale, winner, reason, line) => {
    const replay = replayOf('antigua', '1. C b 2. A e 3. C d');
    const result = await resultIn(locale);
    expect(result({ winner, captures: [3, 0], reason }, replay.position)).toBe(line);
  });

  test('in Russian, a game that ended on the board names why before the count', async () => {
    const sample = SAMPLE_GAMES.find((game) => game.name === 'vari-no-moves')!;
    const replay = replayOf(sample.rules, sample.moves);
    const result = await resultIn('ru');
    expect(result(replayEnding(replay, null)!, replay.position)).toBe(
      'У игрока Jahmal (Север) не осталось хода, и каждый забрал семена со своей стороны. Jahmal (Север) побеждает 27–21.',
    );
  });
});
