import { useTranslations } from 'next-intl';
import type { SwissPreview } from '@/lib/validation/swiss-pairing';
import { criterionWords } from './pairing-words';

/**
 * Why the proposal is what it is, score group by score group (FIDE C.04.3): who was moved down
 * into it, who floated out and the quality criteria it could not meet, each named by its number.
 */
export function PairingExplanation({ preview }: { preview: SwissPreview }) {
  const t = useTranslations('pairing');
  const tCriteria = useTranslations('pairing.criteria');
  const names = new Map(preview.players.map((player) => [player.entry, player.name]));
  const list = (entries: readonly number[]) => entries.map((entry) => names.get(entry) ?? String(entry)).join(', ');
  const last = preview.brackets.length - 1;
  return (
    <section aria-labelledby="why-heading" className="space-y-3">
      <h2 id="why-heading" className="text-lg font-semibold">
        {t('whyHeading')}
      </h2>
      {preview.relaxed.length > 0 ? (
        <p role="note" className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm">
          {t('relaxed', { criteria: preview.relaxed.map((criterion) => `C.${criterion.slice(1)}`).join(', ') })}
        </p>
      ) : null}
      <ol className="space-y-3">
        {preview.brackets.map((bracket, index) => (
          <li key={index} className="space-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
            <h3 className="font-semibold">{t('bracket', { score: bracket.score })}</h3>
            {bracket.movedDown.length > 0 ? <p>{t('movedDown', { names: list(bracket.movedDown) })}</p> : null}
            <p>{t('residents', { names: list(bracket.residents) })}</p>
            {bracket.floated.length > 0 ? (
              <p>
                {index === last
                  ? t('byeFloat', { names: list(bracket.floated) })
                  : t('floated', { names: list(bracket.floated) })}
              </p>
            ) : null}
            {bracket.failures.length === 0 ? (
              <p>{t('allMet')}</p>
            ) : (
              <ul className="list-disc ps-5">
                {bracket.failures.map(({ criterion, count }) => (
                  <li key={criterion}>
                    {criterionWords(tCriteria, criterion, count)} — {t('failureTail')}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-stone-600">
              {t('searched', { count: bracket.candidates })}
              {bracket.exhaustive ? null : `; ${t('cutShort')}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
