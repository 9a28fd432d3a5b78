'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TIE_BREAKS, type TieBreak } from '@/core/tournament';
import { ReorderList, type ReorderItem } from '@/app/_components/form/reorder-list';
import { tieBreakName } from './tournament-form-labels';

/**
 * The tie-breaks a tournament uses, in order (a list to reorder, each row removable), and the
 * ones it does not use, each with a button that adds it at the end: the house rule's and the
 * FIDE regulations' side by side.
 */
export function TieBreakPicker({
  name,
  label,
  initial,
}: {
  name: string;
  label: string;
  initial: readonly TieBreak[];
}) {
  const t = useTranslations('organise.form');
  const tTieBreaks = useTranslations('organise.tieBreaks');
  const itemOf = (tieBreak: TieBreak): ReorderItem => ({
    id: tieBreak,
    label: tieBreakName(tTieBreaks, tieBreak, true),
  });
  const [order, setOrder] = useState<ReorderItem[]>(() => initial.map(itemOf));
  // The list keeps its own order as rows move; it starts again from `order` only when one is added.
  const [additions, setAdditions] = useState(0);
  const unused = TIE_BREAKS.filter((tieBreak) => !order.some((item) => item.id === tieBreak));
  return (
    <div className="space-y-3">
      <ReorderList key={additions} name={name} label={label} items={order} removable onChange={setOrder} />
      {unused.length > 0 ? (
        <div className="space-y-1">
          <p id="unused-tie-breaks" className="text-sm text-stone-700">
            {t('tieBreaksUnused')}
          </p>
          <ul aria-labelledby="unused-tie-breaks" className="flex flex-wrap gap-2">
            {unused.map((tieBreak) => (
              <li key={tieBreak}>
                <button
                  type="button"
                  onClick={() => {
                    setOrder([...order, itemOf(tieBreak)]);
                    setAdditions(additions + 1);
                  }}
                  className="min-h-11 rounded border border-stone-400 bg-white px-3 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
                >
                  {t('addTieBreak', { item: tieBreakName(tTieBreaks, tieBreak, true) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
