// Round names in the reader's language, from the round's facts: in English they are exactly the
// names core/tournament gives (the public API's), for every format and size; other languages
// say them their own way.
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { roundNamesOf } from '@/app/_components/bracket/round-names';
import { roundName, type FormatSettings, type Stage } from '@/core/tournament';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';
import { build } from '../../core/tournament/helpers';

const translator = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale), namespace: 'bracket.rounds' });

const facts = (stage: Stage) =>
  stage.matches.map((match) => ({ key: match.key, bracket: match.part, round: match.round, groupNumber: match.group }));

const formats: FormatSettings[] = [
  { format: 'single-elimination', thirdPlace: true },
  { format: 'double-elimination', grandFinalReset: true },
  { format: 'round-robin', doubleRound: false },
  { format: 'groups', groupSize: 4, doubleRound: false },
  { format: 'swiss', rounds: 4 },
];

describe('roundNamesOf', () => {
  test.each(formats.flatMap((settings) => [5, 16, 130].map((count) => [settings.format, count, settings] as const)))(
    'in English, %s of %i: the names core/tournament gives',
    async (_format, count, settings) => {
      const stage = build(count, settings);
      const expected = Object.fromEntries(stage.matches.map((match) => [match.key, roundName(stage, match)]));
      expect(roundNamesOf(await translator('en'), settings.format, facts(stage))).toEqual(expected);
    },
  );

  test.each([
    ['fr', ['Huitièmes de finale', 'Quarts de finale', 'Demi-finales', 'Finale']],
    ['ru', ['1/8 финала', 'Четвертьфиналы', 'Полуфиналы', 'Финал']],
    ['uk', ['1/8 фіналу', 'Чвертьфінали', 'Півфінали', 'Фінал']],
  ] as const)('a knockout of 16 in %s', async (locale, names) => {
    const stage = build(16, { format: 'single-elimination', thirdPlace: false });
    const named = roundNamesOf(await translator(locale), 'single-elimination', facts(stage));
    const byRound = [1, 2, 3, 4].map((round) => named[stage.matches.find((match) => match.round === round)!.key]);
    expect(byRound).toEqual(names);
  });

  test('a double elimination in Russian names the bracket, then the round', async () => {
    const stage = build(8, { format: 'double-elimination', grandFinalReset: true });
    const named = Object.values(roundNamesOf(await translator('ru'), 'double-elimination', facts(stage)));
    expect(named).toEqual(
      expect.arrayContaining([
        'Верхняя сетка: полуфиналы',
        'Нижняя сетка: раунд 1',
        'Нижняя сетка: финал',
        'Суперфинал',
      ]),
    );
  });
});
