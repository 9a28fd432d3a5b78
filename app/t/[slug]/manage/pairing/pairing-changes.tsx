'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/app/_components/form/submit-button';
import type { SwissDraftInput, SwissPreview } from '@/lib/validation/swiss-pairing';
import { usePlayerLabel } from './pairing-boards';
import type { DraftEdit } from './pairing-draft';

const selectClass =
  'block w-full min-h-11 rounded border border-stone-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-emerald-700';

/** One change that takes two players (swap them, or pair them by hand), chosen with two selects. */
function TwoPlayers({
  id,
  heading,
  submit,
  players,
  onApply,
}: {
  id: string;
  heading: string;
  submit: string;
  players: { entry: number; label: string }[];
  onApply: (a: number, b: number) => void;
}) {
  const t = useTranslations('pairing');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const options = (
    <>
      <option value="">{t('choose')}</option>
      {players.map((player) => (
        <option key={player.entry} value={player.entry}>
          {player.label}
        </option>
      ))}
    </>
  );
  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (a !== '' && b !== '' && a !== b) onApply(Number(a), Number(b));
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-a`} className="block text-sm font-medium">
            {t('firstPlayer')}
          </label>
          <select id={`${id}-a`} className={selectClass} value={a} onChange={(event) => setA(event.target.value)}>
            {options}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-b`} className="block text-sm font-medium">
            {t('secondPlayer')}
          </label>
          <select id={`${id}-b`} className={selectClass} value={b} onChange={(event) => setB(event.target.value)}>
            {options}
          </select>
        </div>
      </div>
      <button type="submit" className={buttonClass('quiet')} disabled={a === '' || b === '' || a === b}>
        {submit}
      </button>
    </form>
  );
}

/** The changes that take chosen players: swap two, pair two by hand, give one the bye (an odd number only). */
export function PairingChanges({
  preview,
  draft,
  unpaired,
  onEdit,
}: {
  preview: SwissPreview;
  draft: SwissDraftInput;
  unpaired: readonly number[];
  onEdit: (edit: DraftEdit) => void;
}) {
  const t = useTranslations('pairing');
  const label = usePlayerLabel(preview);
  const [bye, setBye] = useState('');
  const seated = [
    ...draft.boards.flatMap((board) => [board.first, board.second]),
    ...(draft.bye === null ? [] : [draft.bye]),
  ];
  const everyone = [...seated, ...unpaired].map((entry) => ({ entry, label: label(entry) }));
  const seatedOnes = seated.map((entry) => ({ entry, label: label(entry) }));
  return (
    <section aria-labelledby="changes-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="changes-heading" className="text-lg font-semibold">
        {t('changesHeading')}
      </h2>
      <TwoPlayers
        id="swap"
        heading={t('swapPlayers')}
        submit={t('swap')}
        players={seatedOnes}
        onApply={(a, b) => onEdit({ kind: 'swap-players', entries: [a, b] })}
      />
      <TwoPlayers
        id="pair"
        heading={t('pairTwo')}
        submit={t('pair')}
        players={everyone}
        onApply={(a, b) => onEdit({ kind: 'pair', entries: [a, b] })}
      />
      {everyone.length % 2 === 1 ? (
        <form
          aria-labelledby="bye-heading"
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (bye !== '') onEdit({ kind: 'bye', entries: [Number(bye)] });
          }}
        >
          <h3 id="bye-heading" className="font-semibold">
            {t('giveBye')}
          </h3>
          <label htmlFor="bye-player" className="block text-sm font-medium">
            {t('firstPlayer')}
          </label>
          <select id="bye-player" className={selectClass} value={bye} onChange={(event) => setBye(event.target.value)}>
            <option value="">{t('choose')}</option>
            {everyone.map((player) => (
              <option key={player.entry} value={player.entry}>
                {player.label}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass('quiet')} disabled={bye === ''}>
            {t('giveBye')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
