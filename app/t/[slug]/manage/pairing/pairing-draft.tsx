'use client';

// The organiser's draft of the next Swiss round (issue 19 §3). It starts as the Dutch proposal;
// every change is made with buttons and selects (no dragging, so the keyboard does all of it), is
// checked by the server at once, and what the pairing then breaks is shown before anything is
// saved. The draft lives in this browser (localStorage, under the preview's basis) until it is
// published: a reload keeps it, a refused publication keeps it, and a publication on a basis that
// has changed meanwhile is refused by the server, so two organisers never overwrite each other.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import type { SwissCheckView, SwissDraftInput, SwissPreview } from '@/lib/validation/swiss-pairing';
import { applySwissEdit, type SwissEdit } from '@/core/tournament';
import { checkPairingAction, pairRestAction, publishPairingAction } from './actions';
import { PairingBoards } from './pairing-boards';
import { PairingChanges } from './pairing-changes';

/** A change as the audit log keeps it: the kind and the entry ids it concerns. */
export interface DraftEdit {
  kind: SwissEdit['kind'];
  entries: number[];
}

interface Saved {
  draft: SwissDraftInput;
  edits: DraftEdit[];
}

const toCore = (draft: SwissDraftInput) => ({
  boards: draft.boards.map((board) => ({ first: String(board.first), second: String(board.second) })),
  bye: draft.bye === null ? null : String(draft.bye),
});

const fromCore = (draft: ReturnType<typeof toCore>): SwissDraftInput => ({
  boards: draft.boards.map((board) => ({ first: Number(board.first), second: Number(board.second) })),
  bye: draft.bye === null ? null : Number(draft.bye),
});

export function PairingDraft({
  tournamentId,
  slug,
  preview,
}: {
  tournamentId: number;
  slug: string;
  preview: SwissPreview;
}) {
  const t = useTranslations('pairing');
  const router = useRouter();
  const storageKey = `swiss-draft:${tournamentId}:${preview.basis}`;
  const [saved, setSaved] = useState<Saved>({ draft: preview.proposal, edits: [] });
  const [check, setCheck] = useState<SwissCheckView>(preview);
  const [busy, setBusy] = useState<'check' | 'publish' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function recheck(next: Saved) {
    setSaved(next);
    window.localStorage.setItem(storageKey, JSON.stringify(next));
    setBusy('check');
    const result = await checkPairingAction({ tournamentId, ...next.draft });
    setBusy(null);
    if (result.ok) {
      setCheck(result.data);
      setError(null);
    } else setError(`${result.error.message} ${t('draftKept')}`);
  }

  // A draft kept from an earlier visit on the same basis comes back, once checked again.
  useEffect(() => {
    const kept = window.localStorage.getItem(storageKey);
    if (!kept) return;
    const restored = JSON.parse(kept) as Saved;
    void checkPairingAction({ tournamentId, ...restored.draft }).then((result) => {
      // The proposal stays on screen, but the arbiter is told his own draft was not brought back.
      if (!result.ok) {
        setError(`${result.error.message} ${t('draftNotRestored')}`);
        return;
      }
      setSaved(restored);
      setCheck(result.data);
    });
  }, [storageKey, tournamentId, t]);

  function edit(change: DraftEdit) {
    const applied = applySwissEdit(toCore(saved.draft), {
      kind: change.kind,
      entries: change.entries.map(String),
    } as SwissEdit);
    if (!applied.ok) {
      setError(applied.error.message);
      return;
    }
    void recheck({ draft: fromCore(applied.value), edits: [...saved.edits, change] });
  }

  async function pairRest() {
    setBusy('check');
    const result = await pairRestAction({ tournamentId, ...saved.draft });
    setBusy(null);
    if (!result.ok) {
      setError(`${result.error.message} ${t('draftKept')}`);
      return;
    }
    const rest = result.data.draft.boards
      .slice(saved.draft.boards.length)
      .flatMap((board) => [board.first, board.second]);
    const next = {
      draft: result.data.draft,
      edits: [...saved.edits, { kind: 'pair-rest' as const, entries: rest }],
    };
    setSaved(next);
    window.localStorage.setItem(storageKey, JSON.stringify(next));
    setCheck(result.data.check);
    setError(null);
  }

  function reset() {
    window.localStorage.removeItem(storageKey);
    setSaved({ draft: preview.proposal, edits: [] });
    setCheck(preview);
    setError(null);
  }

  async function publish() {
    setBusy('publish');
    const result = await publishPairingAction({
      tournamentId,
      basis: preview.basis,
      ...saved.draft,
      edits: saved.edits,
    });
    setBusy(null);
    if (!result.ok) {
      setError(`${result.error.message} ${t('draftKept')}`);
      return;
    }
    window.localStorage.removeItem(storageKey);
    router.push(`/t/${slug}/manage`);
  }

  const absolute = [...check.boards.flat(), ...check.bye].some((breach) => breach.absolute);
  const complete = check.unpaired.length === 0;
  return (
    <div className="space-y-6">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <PairingBoards
        preview={preview}
        draft={saved.draft}
        check={check}
        onEdit={edit}
        onPairRest={pairRest}
        busy={busy !== null}
      />
      <PairingChanges preview={preview} draft={saved.draft} unpaired={check.unpaired} onEdit={edit} />
      <section aria-labelledby="publish-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="publish-heading" className="text-lg font-semibold">
          {t('publish', { round: preview.round })}
        </h2>
        <p role="status">{busy === 'check' ? t('checking') : t('editsCount', { count: saved.edits.length })}</p>
        {absolute ? (
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {t('absoluteWarning')}
          </p>
        ) : null}
        {complete ? null : <p className="text-sm text-stone-700">{t('incomplete')}</p>}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy !== null || !complete}
            onClick={publish}
          >
            {busy === 'publish' ? t('publishing') : t('publish', { round: preview.round })}
          </button>
          {saved.edits.length > 0 ? (
            <button type="button" className={buttonClass('quiet')} disabled={busy !== null} onClick={reset}>
              {t('reset')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
