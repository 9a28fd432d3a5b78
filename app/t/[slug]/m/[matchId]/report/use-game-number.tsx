'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/app/_components/form/submit-button';

/**
 * The game a report form is filled in for. The page follows the match live, so the next game's
 * number can change under a form (the game reported on another device): a blank form moves on with
 * it, but one holding what a person typed stays on its game until they say the input is the next
 * game's, so it is never sent for another game (and other seats) than it was typed for. `blank`:
 * the form holds nothing typed (or is sending it).
 */
export function useGameNumber(number: number, blank: boolean) {
  const t = useTranslations('report.gameNumber');
  const [forGame, setForGame] = useState(number);
  if (forGame !== number && blank) setForGame(number);
  const notice =
    forGame === number ? null : (
      <div
        role="alert"
        className="space-y-2 rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-game-moved-on
      >
        <p className="font-medium">{t('movedOn', { typed: forGame, number })}</p>
        <button type="button" onClick={() => setForGame(number)} className={buttonClass('quiet')}>
          {t('itIs', { number })}
        </button>
      </div>
    );
  return { forGame, notice };
}
