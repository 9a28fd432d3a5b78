'use client';
// Keeps a public page current: listens to /api/live for the page's tournament (or match) and asks
// the server for a fresh render (router.refresh, which keeps scroll position and client state)
// a moment after changes stop arriving, so a burst of moves costs one refresh. EventSource
// reconnects by itself; the badge says whether the page is live.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Translator } from '@/i18n/translator';

type LiveState = 'connecting' | 'live' | 'reconnecting';

function stateName(t: Translator<'common.live'>, state: LiveState): string {
  switch (state) {
    case 'connecting':
      return t('connecting');
    case 'live':
      return t('live');
    case 'reconnecting':
      return t('reconnecting');
  }
}

const dotStyles: Record<LiveState, string> = {
  connecting: 'bg-stone-400',
  live: 'bg-emerald-600',
  reconnecting: 'bg-amber-500',
};

export function LiveUpdates({
  tournamentId,
  matchId,
  debounceMs = 300,
}: {
  tournamentId: number;
  matchId?: number;
  debounceMs?: number;
}) {
  const router = useRouter();
  const t = useTranslations('common.live');
  const [state, setState] = useState<LiveState>('connecting');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const url = `/api/live?tournament=${tournamentId}${matchId === undefined ? '' : `&match=${matchId}`}`;
    const source = new EventSource(url);
    const refreshSoon = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        router.refresh();
      }, debounceMs);
    };
    let missed = false;
    source.addEventListener('status', (message) => {
      const live = (JSON.parse((message as MessageEvent<string>).data) as { live: boolean }).live;
      setState(live ? 'live' : 'reconnecting');
      // Changes may have happened while the stream (or the server's LISTEN) was down.
      if (live && missed) refreshSoon();
      missed = !live;
    });
    source.addEventListener('change', refreshSoon);
    source.onerror = () => {
      missed = true;
      setState('reconnecting');
    };
    return () => {
      source.close();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [tournamentId, matchId, debounceMs, router]);

  return (
    <p
      role="status"
      aria-live="polite"
      data-live-state={state}
      className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium text-stone-800"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${dotStyles[state]} ${state === 'live' ? 'animate-pulse' : ''}`}
      />
      {stateName(t, state)}
    </p>
  );
}
