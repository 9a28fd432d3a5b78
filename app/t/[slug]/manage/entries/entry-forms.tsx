'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ImportPreview } from '@/lib/services/entries/import-players';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass, SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { NamesakeQuestion, namesakesOf } from '@/app/_components/form/namesake-question';
import { namesakeWords } from '@/app/_components/form/namesake-words';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { addEntryAction, importPlayersAction, previewImportAction, withdrawEntryAction } from '../actions';
import { ConfirmingForm } from '@/app/_components/form/confirming-form';
import { importProblemSentence } from './line-problem-text';

/** `missedRounds`: a running Swiss's rounds paired so far, for which a late entry may be granted points. */
export function NewPlayerEntryForm({ tournamentId, missedRounds }: { tournamentId: number; missedRounds?: number }) {
  const t = useTranslations('staffPages.newPlayer');
  const { error, data, formProps } = useFormAction(addEntryAction, { resetOnSuccess: true });
  const namesakes = namesakesOf(error);
  const field = (name: string) => ({
    defaultValue: error?.values?.[name],
    errors: namesakes.length > 0 ? undefined : error?.fieldErrors?.[name],
  });
  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-semibold">{t('heading')}</h3>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <FormAlert tone="success">{data ? t('entered', { name: data.name }) : null}</FormAlert>
      <TextField name="displayName" label={t('name')} required maxLength={80} {...field('displayName')} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField name="club" label={t('club')} maxLength={80} {...field('club')} />
        <TextField name="country" label={t('country')} maxLength={2} {...field('country')} />
        <TextField name="rating" label={t('rating')} inputMode="numeric" {...field('rating')} />
      </div>
      <label className="flex items-center gap-3">
        <input type="checkbox" name="checkedIn" className="size-4" />
        <span>{t('checkedIn')}</span>
      </label>
      {missedRounds ? (
        <TextField
          name="grantedPoints"
          label={t('grantedPoints')}
          hint={t('grantedPointsHint', { rounds: missedRounds })}
          inputMode="decimal"
          {...field('grantedPoints')}
        />
      ) : null}
      <NamesakeQuestion namesakes={namesakes} name={error?.values?.displayName ?? ''} choose={t('choose')} />
      <SubmitButton pendingText={t('entering')}>{t('submit')}</SubmitButton>
    </form>
  );
}

/** Who each line with namesakes on record is, as the organiser chose: a player's id, or null for a new player. */
type Choices = ReadonlyMap<number, number | null>;

/**
 * A player list in CSV, pasted or read from a file: Preview shows every line as it would be
 * entered (a player on record, or new) with its problems, and asks who each line with players of
 * the same name on record is; Import enters them all.
 */
export function ImportForm({ tournamentId }: { tournamentId: number }) {
  const t = useTranslations('staffPages.importList');
  const [csv, setCsv] = useState('');
  const [choices, setChoices] = useState<Choices>(new Map());
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const router = useRouter();

  function edit(text: string) {
    setCsv(text);
    setChoices(new Map());
    setPreview(null);
  }

  const choiceList = (from: Choices) => [...from].map(([line, playerId]) => ({ line, playerId }));

  async function runPreview(withChoices: Choices = choices) {
    setBusy('preview');
    const result = await previewImportAction({ tournamentId, csv, choices: choiceList(withChoices) });
    setBusy(null);
    setPreview(result.ok ? result.data : null);
    setMessage(
      result.ok ? null : { tone: 'error', text: result.error.fieldErrors?.csv?.join(' ') ?? result.error.message },
    );
  }

  async function runImport() {
    setBusy('import');
    const result = await importPlayersAction({ tournamentId, csv, choices: choiceList(choices) });
    setBusy(null);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error.message });
      return;
    }
    setMessage({
      tone: 'success',
      text: t('added', { count: result.data.added }),
    });
    edit('');
    router.refresh();
  }

  return (
    <section aria-labelledby="import-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id="import-heading" className="font-semibold">
        {t('heading')}
      </h3>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <div className="space-y-1">
        <label htmlFor="import-file" className="block text-sm font-medium text-stone-800">
          {t('file')}
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            if (chosen) edit(await chosen.text());
          }}
          className="block w-full text-sm"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="import-csv" className="block text-sm font-medium text-stone-800">
          {t('paste')}
        </label>
        <p id="import-csv-hint" className="text-sm text-stone-600">
          {t.rich('hint', { code: (columns) => <code>{columns}</code> })}
        </p>
        <textarea
          id="import-csv"
          rows={6}
          value={csv}
          onChange={(event) => edit(event.target.value)}
          aria-describedby="import-csv-hint"
          className="block w-full rounded border border-stone-400 px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('quiet')}
          disabled={busy !== null || csv.trim() === ''}
          onClick={() => runPreview()}
        >
          {busy === 'preview' ? t('reading') : t('preview')}
        </button>
        {preview && preview.errorCount === 0 && preview.rows.length > 0 ? (
          <button type="button" className={buttonClass('primary')} disabled={busy !== null} onClick={runImport}>
            {busy === 'import' ? t('importing') : t('importCount', { count: preview.rows.length })}
          </button>
        ) : null}
      </div>
      {preview ? (
        <ImportPreviewTable
          preview={preview}
          busy={busy !== null}
          choose={(line, playerId) => {
            const next = new Map(choices).set(line, playerId);
            setChoices(next);
            void runPreview(next);
          }}
        />
      ) : null}
    </section>
  );
}

function ImportPreviewTable({
  preview,
  busy,
  choose,
}: {
  preview: ImportPreview;
  busy: boolean;
  choose: (line: number, playerId: number | null) => void;
}) {
  const t = useTranslations('staffPages.importList');
  const tProblems = useTranslations('staffPages.lineProblems');
  const tNamesakes = useTranslations('organise.namesake');
  const problemsOf = (row: ImportPreview['rows'][number]) =>
    row.problems.map((problem) => importProblemSentence(tProblems, tNamesakes, problem)).join(' ');
  return (
    <div className="space-y-2">
      <p role="status" className={preview.errorCount > 0 ? 'font-medium text-red-800' : 'text-stone-700'}>
        {preview.errorCount > 0
          ? t('problems', { count: preview.errorCount })
          : t('ready', { count: preview.rows.length })}
        {preview.ignoredColumns.length > 0 ? ` ${t('ignored', { columns: preview.ignoredColumns.join(', ') })}` : ''}
      </p>
      <div className="@container overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="px-2 py-1">
                {t('line')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('name')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('club')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('country')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('rating')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('player')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <Fragment key={row.line}>
                <tr className={`border-b border-stone-200 ${row.errors.length > 0 ? 'bg-red-50' : ''}`}>
                  <td className="px-2 py-1 font-mono">{row.line}</td>
                  <td className="px-2 py-1">{row.name}</td>
                  <td className="px-2 py-1">{row.club}</td>
                  <td className="px-2 py-1">{row.country}</td>
                  <td className="px-2 py-1">{row.rating}</td>
                  <td className="space-y-1 px-2 py-1">
                    {row.namesakes.length > 0 ? (
                      <LineChoice row={row} busy={busy} choose={choose} />
                    ) : row.player ? (
                      t('onRecord', { id: row.player.id })
                    ) : (
                      t('new')
                    )}
                    {row.errors.length > 0 ? (
                      <span data-line-problem className="hidden font-medium text-red-800 sm:block">
                        {problemsOf(row)}
                      </span>
                    ) : null}
                  </td>
                </tr>
                {/* On a phone the reasons go under their line, where the last column would be off-screen,
                    and keep to the frame's width even when the table is wider and scrolls. */}
                {row.errors.length > 0 ? (
                  <tr className="border-b border-stone-200 bg-red-50 sm:hidden">
                    <td colSpan={6} className="px-2 pb-2">
                      <span
                        data-line-problem
                        className="sticky left-2 block max-w-[calc(100cqw-1rem)] font-medium text-red-800"
                      >
                        {t('lineProblems', { line: row.line, problems: problemsOf(row) })}
                      </span>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Who a line with namesakes on record is: one of them, or a new player; "Choose…" until somebody says. */
function LineChoice({
  row,
  busy,
  choose,
}: {
  row: ImportPreview['rows'][number];
  busy: boolean;
  choose: (line: number, playerId: number | null) => void;
}) {
  const t = useTranslations('staffPages.importList');
  const tNamesakes = useTranslations('organise.namesake');
  const value = row.player ? String(row.player.id) : row.decided ? 'new' : '';
  return (
    <select
      aria-label={t('whoIs', { line: row.line, name: row.name })}
      value={value}
      disabled={busy}
      onChange={(event) => choose(row.line, event.target.value === 'new' ? null : Number(event.target.value))}
      className="block w-full min-w-48 rounded border border-stone-400 bg-white px-2 py-1"
    >
      {value === '' ? <option value="">{t('chooseWho')}</option> : null}
      {row.namesakes.map((namesake) => (
        <option key={namesake.id} value={namesake.id}>
          {namesakeWords(tNamesakes, namesake)}
        </option>
      ))}
      <option value="new">{t('aNewPlayer')}</option>
    </select>
  );
}

/**
 * Withdraw an entry, with the reason kept in the audit log, after saying what follows: before the
 * start they are only taken out of the draw; once it runs, every match of theirs still to be played
 * is a walkover to the opponent (core/tournament's `withdraw`).
 */
export function WithdrawForm({ entryId, name, started }: { entryId: number; name: string; started: boolean }) {
  const t = useTranslations('staffPages.withdraw');
  const { error, formProps } = useFormAction(withdrawEntryAction);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-2 text-red-800 underline underline-offset-4">
        {t('summary')}
        <span className="sr-only"> {name}</span>
      </summary>
      <ConfirmingForm
        formProps={formProps}
        ask={() => ({
          title: t('title', { name }),
          description: started ? <p>{t('whenRunning')}</p> : <p>{t('beforeStart')}</p>,
          confirmText: t('confirm', { name }),
        })}
        className="mt-2 space-y-2"
      >
        <input type="hidden" name="entryId" value={entryId} />
        <TextField
          name="reason"
          id={`withdraw-reason-${entryId}`}
          label={t('reason', { name })}
          required
          maxLength={500}
          errors={error?.fieldErrors?.reason}
        />
        {error && !error.fieldErrors ? (
          <p role="alert" className="text-red-800">
            {error.message}
          </p>
        ) : null}
        <SubmitButton tone="danger" pendingText={t('withdrawing')} context={name}>
          {t('summary')}
        </SubmitButton>
      </ConfirmingForm>
    </details>
  );
}
