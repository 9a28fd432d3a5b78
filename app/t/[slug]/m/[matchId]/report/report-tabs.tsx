'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

const TABS = ['table', 'record', 'result'] as const;
type Tab = (typeof TABS)[number];

/** The three ways to report, as tabs (WAI-ARIA tabs: arrow keys move between them). */
export function ReportTabs({ panels, initial }: { panels: Record<Tab, React.ReactNode>; initial: Tab }) {
  const t = useTranslations('report.tabs');
  const labels: Record<Tab, string> = { table: t('table'), record: t('record'), result: t('result') };
  const [current, setCurrent] = useState<Tab>(initial);
  const move = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(index + step + TABS.length) % TABS.length];
    setCurrent(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t('label')} className="flex flex-wrap gap-1 border-b border-stone-300">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            id={`tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={current === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={current === tab ? 0 : -1}
            onClick={() => setCurrent(tab)}
            onKeyDown={(event) => move(event, index)}
            className={`min-h-11 rounded-t px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-emerald-800 ${current === tab ? 'border border-b-0 border-stone-300 bg-white text-emerald-900' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} hidden={current !== tab}>
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
