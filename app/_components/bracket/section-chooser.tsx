// Which section of a big draw the picture shows: plain links (they work without JavaScript), a row
// per bracket that scrolls sideways on its own, the section shown marked for the eye and for
// assistive technology, and how many of each section's matches are in play.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { DrawSection } from './sections';

export interface SectionGroup {
  /** Unique on the page: the heading's id. */
  id: string;
  label: string;
  sections: DrawSection[];
}

export function SectionChooser({
  groups,
  shownId,
  hrefOf,
}: {
  groups: SectionGroup[];
  shownId: string;
  hrefOf: (section: DrawSection) => string;
}) {
  const t = useTranslations('bracket.sections');
  return (
    <nav aria-label={t('label')} className="space-y-2">
      {groups.map(({ id, label, sections }) => (
        <div key={id} className="space-y-1">
          <p id={id} className="text-xs font-semibold uppercase tracking-wide text-stone-700">
            {label}
          </p>
          <ul aria-labelledby={id} className="flex gap-2 overflow-x-auto pb-1 text-sm">
            {sections.map((section) => (
              <li key={section.id} className="shrink-0">
                <Link
                  href={hrefOf(section)}
                  prefetch={false}
                  scroll={false}
                  aria-current={section.id === shownId ? 'page' : undefined}
                  className="block rounded-md border border-stone-300 bg-white px-3 py-1.5 text-stone-900 hover:border-stone-500 aria-[current=page]:border-emerald-800 aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
                >
                  <span className="block font-medium whitespace-nowrap">{sectionTitle(t, section)}</span>
                  {section.span ? <span className="block text-xs whitespace-nowrap">{section.span}</span> : null}
                  <span className="block text-xs whitespace-nowrap">{t('inPlay', { count: section.inPlay })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** "Section 3", or "Final rounds". */
export function sectionTitle(t: Translator<'bracket.sections'>, section: DrawSection): string {
  return section.number === null ? t('finalRounds') : t('section', { number: section.number });
}
