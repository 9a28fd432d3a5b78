'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/app/_components/form/submit-button';
import type { SwissCheckView, SwissDraftInput, SwissPreview } from '@/lib/validation/swiss-pairing';
import type { DraftEdit } from './pairing-draft';
import { breachWords, ruleWords } from './pairing-words';

type Breach = SwissCheckView['bye'][number];

/** Who a player is on this page: name and score. */
export function usePlayerLabel(preview: SwissPreview): (entry: number) => string {
  const t = useTranslations('pairing');
  const players = new Map(preview.players.map((player) => [player.entry, player]));
  return (entry) => {
    const player = players.get(entry);
    return player ? t('player', { name: player.name, score: player.score }) : String(entry);
  };
}

/** The boards of the draft, each with who moves first, the colour rule or "changed by hand", and what it breaks. */
export function PairingBoards({
  preview,
  draft,
  check,
  onEdit,
  onPairRest,
  busy,
}: {
  preview: SwissPreview;
  draft: SwissDraftInput;
  check: SwissCheckView;
  onEdit: (edit: DraftEdit) => void;
  onPairRest: () => void;
  busy: boolean;
}) {
  const t = useTranslations('pairing');
  const tRules = useTranslations('pairing.rules');
  const tBreaches = useTranslations('pairing.breaches');
  const label = usePlayerLabel(preview);
  const names = new Map(preview.players.map((player) => [player.entry, player.name]));
  const ruleOf = (first: number, second: number) => {
    const index = preview.proposal.boards.findIndex((board) => board.first === first && board.second === second);
    return index < 0 ? null : preview.rules[index];
  };
  const breachList = (breaches: readonly Breach[] | undefined) =>
    !breaches || breaches.length === 0 ? (
      <p className="text-sm text-emerald-900">{t('noBreach')}</p>
    ) : (
      <ul className="space-y-1 text-sm" data-testid="breaches">
        {breaches.map((breach) => (
          <li key={breach.breach} className={breach.absolute ? 'font-medium text-red-900' : 'text-amber-900'}>
            {breach.absolute ? (
              <span className="me-2 rounded bg-red-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                {t('absolute')}
              </span>
            ) : null}
            {breachWords(
              tBreaches,
              breach.breach,
              breach.entries.map((entry) => names.get(entry) ?? String(entry)).join(', '),
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="boards-heading" className="space-y-3">
      <h2 id="boards-heading" className="text-lg font-semibold">
        {t('boardsHeading')}
      </h2>
      <ol className="space-y-3">
        {draft.boards.map((board, index) => {
          const rule = ruleOf(board.first, board.second);
          const entries = [board.first, board.second];
          return (
            <li
              key={`${board.first}-${board.second}`}
              aria-labelledby={`board-${index}`}
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
            >
              <h3 id={`board-${index}`} className="font-semibold">
                {t('board', { number: index + 1 })}
              </h3>
              <p className="break-words">
                <strong>{label(board.first)}</strong> <span className="text-sm">({t('movesFirst')})</span> –{' '}
                {label(board.second)}
              </p>
              <p className="text-sm text-stone-700">
                {rule ? t('rule', { rule: ruleWords(tRules, rule) }) : t('handMade')}
              </p>
              {breachList(check.boards[index])}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass('quiet')}
                  disabled={busy}
                  onClick={() => onEdit({ kind: 'swap-colours', entries })}
                >
                  {t('swapColours')}
                  <span className="sr-only"> — {t('board', { number: index + 1 })}</span>
                </button>
                <button
                  type="button"
                  className={buttonClass('quiet')}
                  disabled={busy}
                  onClick={() => onEdit({ kind: 'unpair', entries })}
                >
                  {t('unpair')}
                  <span className="sr-only"> — {t('board', { number: index + 1 })}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {draft.bye !== null ? (
        <div className="space-y-1 rounded-lg border border-stone-200 bg-white p-3">
          <p className="font-semibold">{t('bye', { name: label(draft.bye) })}</p>
          {breachList(check.bye)}
        </div>
      ) : null}
      {check.unpaired.length > 0 ? (
        <div className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3">
          <h3 className="font-semibold">{t('unpairedHeading')}</h3>
          <ul className="list-disc ps-5">
            {check.unpaired.map((entry) => (
              <li key={entry}>{label(entry)}</li>
            ))}
          </ul>
          <button type="button" className={buttonClass('quiet')} disabled={busy} onClick={onPairRest}>
            {t('pairRest')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
