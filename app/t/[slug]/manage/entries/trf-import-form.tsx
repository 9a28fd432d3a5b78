'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { importTrfAction } from '../actions';

/**
 * A Swiss set up from FIDE's Tournament Report File, read from a file or pasted: its players are
 * entered in starting-rank order and, when it has rounds played, the Swiss starts with them. A
 * refusal leaves the text in the box, to be corrected where it says.
 */
export function TrfImportForm({ tournamentId }: { tournamentId: number }) {
  const t = useTranslations('staffPages.importTrf');
  const [trf, setTrf] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function runImport() {
    setBusy(true);
    const result = await importTrfAction({ tournamentId, trf });
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error.fieldErrors?.trf?.join(' ') ?? result.error.message });
      return;
    }
    setMessage({
      tone: 'success',
      text: t('done', { entered: result.data.entered, rounds: result.data.roundsPlayed }),
    });
    setTrf('');
    router.refresh();
  }

  return (
    <section aria-labelledby="trf-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id="trf-heading" className="font-semibold">
        {t('heading')}
      </h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <p id="trf-hint" className="text-sm text-stone-600">
        {t('hint')}
      </p>
      <div className="space-y-1">
        <label htmlFor="trf-file" className="block text-sm font-medium text-stone-800">
          {t('file')}
        </label>
        <input
          id="trf-file"
          type="file"
          accept=".trf,.trfx,.txt,text/plain"
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            if (chosen) setTrf(await chosen.text());
          }}
          className="block w-full text-sm"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="trf-text" className="block text-sm font-medium text-stone-800">
          {t('paste')}
        </label>
        <textarea
          id="trf-text"
          rows={6}
          value={trf}
          onChange={(event) => setTrf(event.target.value)}
          aria-describedby="trf-hint"
          spellCheck={false}
          className="block w-full rounded border border-stone-400 px-3 py-2 font-mono text-sm whitespace-pre focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
      </div>
      <button type="button" className={buttonClass('primary')} disabled={busy || trf.trim() === ''} onClick={runImport}>
        {busy ? t('importing') : t('submit')}
      </button>
    </section>
  );
}
