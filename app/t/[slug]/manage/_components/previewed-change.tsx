'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { ActionResult } from '@/lib/actions/safe-action';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass, SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import type { Translator } from '@/i18n/translator';

/** What a change to a result did or would do, as the result actions answer. */
export interface ChangeSummary {
  key: string;
  settled: string[];
  reset: string[];
}

/**
 * A change to a result that is previewed before it is made (a correction, a void): Preview asks
 * the server what it would settle and reset, changing nothing; only then can it be confirmed, and
 * confirming after a preview that resets later matches sends `force`. Editing any field asks for
 * a new preview.
 */
export function PreviewedChangeForm({
  preview,
  commit,
  fields,
  children,
  confirmText,
}: {
  preview: (form: FormData) => Promise<ActionResult<ChangeSummary>>;
  commit: (form: FormData) => Promise<ActionResult<ChangeSummary>>;
  fields: Record<string, string | number>;
  children: (errors: Record<string, string[]>) => React.ReactNode;
  confirmText: string;
}) {
  const t = useTranslations('staffPages.dialogs');
  const form = useRef<HTMLFormElement>(null);
  const [previewed, setPreviewed] = useState<ActionResult<ChangeSummary> | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const committed = useFormAction(commit);
  const shown = previewed ?? committed.state;
  const errors = shown && !shown.ok ? (shown.error.fieldErrors ?? {}) : {};
  const summary = previewed?.ok ? previewed.data : null;

  async function runPreview() {
    if (!form.current) return;
    setPreviewing(true);
    setPreviewed(await preview(new FormData(form.current)));
    setPreviewing(false);
  }

  return (
    <form
      ref={form}
      {...committed.formProps}
      onSubmit={(event) => {
        setPreviewed(null);
        committed.formProps.onSubmit(event);
      }}
      onChange={(event) => {
        setPreviewed(null);
        committed.formProps.onChange(event);
      }}
      className="space-y-3"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(errors)}
      {summary && summary.reset.length > 0 ? <input type="hidden" name="force" value="on" /> : null}
      {shown && !shown.ok && !shown.error.fieldErrors ? (
        <FormAlert tone="error">{shown.error.message}</FormAlert>
      ) : null}
      {committed.data && !previewed ? (
        <FormAlert tone="success">{t('done', { change: describe(t, committed.data) })}</FormAlert>
      ) : null}
      {summary ? (
        <div role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <p className="font-medium">{t('wouldDo', { change: describe(t, summary) })}</p>
          {summary.reset.length > 0 ? <p>{t('resetNote')}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('quiet')} disabled={previewing} onClick={runPreview}>
          {previewing ? t('checking') : t('preview')}
        </button>
        {summary ? (
          <SubmitButton tone="danger" pendingText={t('saving')}>
            {confirmText}
          </SubmitButton>
        ) : null}
      </div>
    </form>
  );
}

/** "settle W2-1, and reset W2-2." or "change W1-3; nothing later is reset.": after "Done:" or "This would". */
function describe(t: Translator<'staffPages.dialogs'>, summary: ChangeSummary): string {
  const settled = summary.settled.join(', ');
  if (summary.reset.length === 0) return settled ? t('settleOnly', { settled }) : t('changeOnly', { key: summary.key });
  const reset = summary.reset.join(', ');
  return settled ? t('settleAndReset', { settled, reset }) : t('changeAndReset', { key: summary.key, reset });
}
