'use client';
// The frame around a bracket picture: it scrolls sideways on its own (the page never does), with a
// shadow at an edge that hides more; it fits the whole picture to its width on demand, jumps to a
// round, and finds a player, highlighting every match they played or will play and scrolling to the
// first. A big draw shows one section at a time: a player who is not in it is found by opening the
// section of their latest match, whose address carries `#find=<player id>` for the viewport there.
// The page is kept and served from memory, so fitting is the browser's state, never the server's.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useFrameFit } from './frame-fit';

export interface ViewportPlayer {
  id: number;
  name: string;
}

const FIND_HASH = /^#find=(\d+)$/;

export interface BracketViewportProps {
  label: string;
  /** Everyone in the draw, for the "find a player" list. */
  players: ViewportPlayer[];
  rounds: { id: string; label: string }[];
  /** Players not drawn in the picture, by id: the address of the section of their latest match. */
  elsewhere?: Record<number, string>;
  children: React.ReactNode;
}

export function BracketViewport({ label, players, rounds, elsewhere = {}, children }: BracketViewportProps) {
  const t = useTranslations('bracket.viewport');
  const [query, setQuery] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const fit = useFrameFit({ frame, drawn, picture });
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listId = `${scope}-players`;
  const found =
    query.trim() === ''
      ? null
      : (players.find((player) => player.name.toLowerCase() === query.trim().toLowerCase()) ?? null);
  const matching =
    query.trim() === ''
      ? []
      : players.filter((player) => player.name.toLowerCase().includes(query.trim().toLowerCase()));
  const target = found ?? (matching.length === 1 ? matching[0] : null);

  const showFirst = (playerId: number) => {
    // After React has painted the highlight.
    requestAnimationFrame(() => {
      frame.current?.querySelector<HTMLElement>(`[data-players~="${playerId}"]`)?.scrollIntoView({
        block: 'nearest',
        inline: 'center',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    });
  };
  const find = (player: ViewportPlayer) => {
    const section = elsewhere[player.id];
    // A page load rather than the app router's push: the viewport is also rendered outside the app
    // router (renderToString in tests and benchmarks), where useRouter throws.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (section) window.location.assign(`${section}#find=${player.id}`);
    else showFirst(player.id);
  };

  // Arriving from another section's "find a player" (a page load): find them here once the section
  // is painted; only then, not again on each live refresh.
  useEffect(() => {
    const frameId = requestAnimationFrame(() => {
      const wanted = FIND_HASH.exec(window.location.hash);
      const player = wanted ? players.find((candidate) => candidate.id === Number(wanted[1])) : undefined;
      if (!player) return;
      setQuery(player.name);
      showFirst(player.id);
    });
    return () => cancelAnimationFrame(frameId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="space-y-2" data-bracket-scope={scope}>
      {target ? (
        <style>{`[data-bracket-scope="${scope}"] [data-players~="${target.id}"]{outline:3px solid var(--color-sky-700);outline-offset:1px;background-color:var(--color-sky-100)}`}</style>
      ) : null}
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-medium text-stone-800">{t('findPlayer')}</span>
          <input
            type="search"
            list={listId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              const exact = players.find(
                (player) => player.name.toLowerCase() === event.target.value.trim().toLowerCase(),
              );
              if (exact) find(exact);
            }}
            placeholder={t('namePlaceholder')}
            className="w-56 max-w-full rounded-md border border-stone-400 px-2 py-1"
          />
          <datalist id={listId}>
            {players.map((player) => (
              <option key={player.id} value={player.name} />
            ))}
          </datalist>
        </label>
        <p aria-live="polite" className="text-stone-700">
          {query.trim() === ''
            ? ''
            : target
              ? elsewhere[target.id]
                ? t('opening', { name: target.name })
                : t('showing', { name: target.name })
              : matching.length === 0
                ? t('noPlayer')
                : t('matching', { count: matching.length })}
        </p>
        {/* Only once the script has measured a picture wider than its frame: without it the frame scrolls. */}
        {fit.offered ? (
          <button
            type="button"
            aria-pressed={fit.fitted}
            onClick={fit.toggle}
            className="ml-auto rounded-md border border-stone-400 px-3 py-1 font-medium aria-pressed:border-stone-800 aria-pressed:bg-stone-800 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
          >
            {t('fit')}
          </button>
        ) : null}
      </div>
      {rounds.length > 1 ? (
        <nav aria-label={t('rounds', { part: label.toLowerCase() })} className="flex flex-wrap gap-2 text-sm">
          {rounds.map((round) => (
            <a
              key={round.id}
              href={`#${round.id}`}
              className="shrink-0 rounded-full border border-stone-300 bg-white px-3 py-1 text-stone-800 hover:border-stone-500"
            >
              {round.label}
            </a>
          ))}
        </nav>
      ) : null}
      {/* The frame leaves the text column for the screen's width, centred on the column. 100vw counts a
          desktop's scrollbar (about 15 px): the 1rem margin a side holds the half of it on the right. */}
      <div className="flex justify-center">
        <div
          className={`relative min-w-full max-w-[calc(100vw-2rem)] shrink-0 ${fit.fitted ? 'w-[calc(100vw-2rem)]' : 'w-max'}`}
        >
          <div
            ref={frame}
            role="region"
            aria-label={label}
            tabIndex={0}
            onScroll={fit.onScroll}
            className="bracket-frame overflow-x-auto overscroll-x-contain rounded-lg border border-stone-200 bg-stone-50 p-3 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <div ref={drawn} className="w-max">
              <div ref={picture} style={fit.scale < 1 ? { zoom: fit.scale } : undefined}>
                {children}
              </div>
            </div>
          </div>
          {fit.cues.start ? <ScrollCue edge="start" /> : null}
          {fit.cues.end ? <ScrollCue edge="end" /> : null}
        </div>
      </div>
    </div>
  );
}

/** A shadow inside the frame's edge where more of the picture lies beyond it. */
function ScrollCue({ edge }: { edge: 'start' | 'end' }) {
  return (
    <span
      aria-hidden="true"
      data-scroll-cue={edge}
      className={`pointer-events-none absolute inset-y-px w-8 from-stone-900/25 to-transparent ${edge === 'start' ? 'left-px rounded-l-lg bg-linear-to-r' : 'right-px rounded-r-lg bg-linear-to-l'}`}
    />
  );
}
