// The correction note of the match page, worded from the correction's facts in the reader's
// language: in English exactly the sentence core/tournament's describeAdjustment gives the JSON API
// and the exports, for any games and any ruling; other languages say it their own way.
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { correctionSentence, correctionWithReason } from '@/app/t/[slug]/m/[matchId]/correction-text';
import {
  DEFAULT_SERIES_RULES,
  describeAdjustment,
  seriesScore,
  seriesState,
  type SeriesAdjustment,
  type SeriesGame,
  type SeriesScore,
  type SlotIndex,
} from '@/core/tournament';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';
import type { CorrectionFacts } from '@/lib/services/views/match-corrections';
import { unwrap } from '../../core/tournament/helpers';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale), namespace: 'match.correction' });

const names = ['Trevor Simon', 'Kwame Boateng'];
const nameOf = (slot: SlotIndex) => names[slot];
const rules = { ...DEFAULT_SERIES_RULES, winsNeeded: 3 };

/** The facts lib/services/views/match-corrections.ts hands the page, from a corrected score. */
const factsOf = (score: SeriesScore): CorrectionFacts => ({
  ruling: score.adjustment!.ruling,
  recorded: score.games,
  change: score.adjustment!.change,
});

/** A series whose games alternate who is South, each game's winner a slot or a draw; games after it is decided are left out. */
function corrected(results: (SlotIndex | 'draw')[], ruling: SeriesAdjustment): SeriesScore {
  const decided = results.findIndex(
    (_, index) =>
      results.slice(0, index + 1).filter((winner) => winner === 0).length === rules.winsNeeded ||
      results.slice(0, index + 1).filter((winner) => winner === 1).length === rules.winsNeeded,
  );
  const games: SeriesGame[] = (decided < 0 ? results : results.slice(0, decided + 1)).map((winner, index) => {
    const south: SlotIndex = index % 2 === 0 ? 0 : 1;
    return { south, first: 'S', result: winner === 'draw' ? 'draw' : winner === south ? 'S' : 'N', captures: [24, 24] };
  });
  return seriesScore(unwrap(seriesState(games, rules, 0)), ruling);
}

const result = fc.constantFrom<SlotIndex | 'draw'>(0, 1, 'draw');
const ruling = fc.record({
  how: fc.constantFrom<'played' | 'walkover'>('played', 'walkover'),
  winner: fc.constantFrom<SlotIndex>(0, 1),
  wins: fc.tuple(fc.nat(3), fc.nat(3)),
  draws: fc.nat(2),
});

describe('the correction note', () => {
  test('in English it is, word for word, the sentence the API gives', async () => {
    const t = await translator('en');
    fc.assert(
      fc.property(fc.array(result, { maxLength: 4 }), ruling, (results, ruled) => {
        const score = corrected(results, ruled);
        expect(correctionSentence(t, factsOf(score), nameOf)).toBe(describeAdjustment(score, nameOf));
      }),
    );
  });

  test.each([
    [
      'en',
      'Result corrected by the arbiter: Kwame Boateng wins 3–1. The games recorded give Trevor Simon 3–0; the correction takes 2 game wins from Trevor Simon and gives 3 game wins to Kwame Boateng. Reason: Score sheet misread.',
    ],
    [
      'fr',
      'Résultat corrigé par l’arbitre : Kwame Boateng gagne 3–1. Les parties enregistrées donnent Trevor Simon vainqueur 3–0 ; la correction retire 2 parties gagnées à Trevor Simon et donne 3 parties gagnées à Kwame Boateng. Motif : Score sheet misread.',
    ],
    [
      'ru',
      'Результат исправлен судьёй: Kwame Boateng побеждает со счётом 3–1. По записанным партиям побеждает Trevor Simon, 3–0; исправление отнимает у игрока Trevor Simon 2 победы в партиях и добавляет игроку Kwame Boateng 3 победы в партиях. Причина: Score sheet misread.',
    ],
    [
      'uk',
      'Результат виправлено суддею: Kwame Boateng перемагає з рахунком 3–1. За записаними партіями перемагає Trevor Simon, 3–0; виправлення забирає в гравця Trevor Simon 2 перемоги в партіях і додає гравцеві Kwame Boateng 3 перемоги в партіях. Причина: Score sheet misread.',
    ],
  ] as const)('in %s, with its reason', async (locale, said) => {
    const score = corrected([0, 0, 0], { how: 'played', winner: 1, wins: [1, 3], draws: 0 });
    expect(correctionWithReason(await translator(locale), factsOf(score), 'Score sheet misread', nameOf)).toBe(said);
  });

  test('a walkover ruling over games played says they do not count, in Russian too', async () => {
    const score = corrected([0, 'draw'], { how: 'walkover', winner: 1, wins: [0, 3], draws: 0 });
    expect(correctionSentence(await translator('ru'), factsOf(score), nameOf)).toBe(
      'Результат исправлен судьёй: техническая победа игрока Kwame Boateng (3–0). По записанным партиям ведёт Trevor Simon, 1–0 (1 ничья); как и при любой технической победе, они не учитываются.',
    );
  });
});
