'use client';

import { useRef, useState } from 'react';
import type { ActionResult } from '@/lib/actions/safe-action';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass, SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';

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
        <FormAlert tone="success">{`Done: ${describe(committed.data)}`}</FormAlert>
      ) : null}
      {summary ? (
        <div role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <p className="font-medium">This would {describe(summary)}</p>
          {summary.reset.length > 0 ? (
            <p>The games of the matches reset are voided and they are played again.</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('quiet')} disabled={previewing} onClick={runPreview}>
          {previewing ? 'Checking…' : 'Preview'}
        </button>
        {summary ? (
          <SubmitButton tone="danger" pendingText="Saving…">
            {confirmText}
          </SubmitButton>
        ) : null}
      </div>
    </form>
  );
}

function describe(summary: ChangeSummary): string {
  const settled = summary.settled.length > 0 ? `settle ${summary.settled.join(', ')}` : `change ${summary.key}`;
  return summary.reset.length > 0
    ? `${settled}, and reset ${summary.reset.join(', ')}.`
    : `${settled}; nothing later is reset.`;
}
