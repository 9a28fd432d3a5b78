// The pairing preview's words for the FIDE vocabulary: colour rules, breaches and criteria, each a
// literal key (i18n/translator.ts) so the messages test sees every one in use.
import type { Translator } from '@/i18n/translator';
import type { PairingBreach } from '@/core/swiss/check';
import type { ColourRule, Criterion } from '@/core/swiss/types';

/** Which colour rule (C.04.3 E.1–E.5) decided who moves first. */
export function ruleWords(t: Translator<'pairing.rules'>, rule: ColourRule): string {
  switch (rule) {
    case 'E1':
      return t('E1');
    case 'E2':
      return t('E2');
    case 'E3':
      return t('E3');
    case 'E4':
      return t('E4');
    case 'E5':
      return t('E5');
  }
}

/** What a board breaks, naming its players. */
export function breachWords(t: Translator<'pairing.breaches'>, breach: PairingBreach, names: string): string {
  switch (breach) {
    case 'rematch':
      return t('rematch', { names });
    case 'forbidden':
      return t('forbidden', { names });
    case 'bye-again':
      return t('bye-again', { names });
    case 'colour-clash':
      return t('colour-clash', { names });
    case 'colour-limit':
      return t('colour-limit', { names });
    case 'float':
      return t('float', { names });
    case 'preference':
      return t('preference', { names });
  }
}

/** A quality criterion a score bracket could not meet, with how many players or pairs (or points, C.16–C.19). */
export function criterionWords(t: Translator<'pairing.criteria'>, criterion: Criterion, count: number): string {
  const words: Record<Criterion, () => string> = {
    C1: () => t('C1', { count }),
    C2: () => t('C2', { count }),
    C3: () => t('C3', { count }),
    C5: () => t('C5', { count }),
    C6: () => t('C6'),
    C7: () => t('C7', { count }),
    C8: () => t('C8', { count }),
    C9: () => t('C9', { count }),
    C10: () => t('C10', { count }),
    C11: () => t('C11', { count }),
    C12: () => t('C12', { count }),
    C13: () => t('C13', { count }),
    C14: () => t('C14', { count }),
    C15: () => t('C15', { count }),
    C16: () => t('C16', { count }),
    C17: () => t('C17', { count }),
    C18: () => t('C18', { count }),
    C19: () => t('C19', { count }),
  };
  return words[criterion]();
}
