'use client';
// The frame around a bracket picture: it scrolls sideways on its own (the page never does), zooms
// out to see a whole large bracket on a phone, jumps to a round, and finds a player, highlighting
// every match they played or will play and scrolling to the first. A big draw shows one section at
// a time: a player who is not in it is found by opening the section of their latest match, whose
// address carries `#find=<player id>` for the viewport there.
import { useEffect, useId, useRef, useState } from 'react';

const ZOOMS = [0.5, 0.65, 0.8, 1] as const;

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
  const [zoom, setZoom] = useState<number>(1);
  const [query, setQuery] = useState('');
  const frame = useRef<HTMLDivElement>(null);
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
        // CSS cannot reach a scroll asked for in script: the reduced-motion wish is honoured here.
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
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
  const zoomIndex = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);

  return (
    <div className="space-y-2" data-bracket-scope={scope}>
      {target ? (
        <style>{`[data-bracket-scope="${scope}"] [data-players~="${target.id}"]{outline:3px solid var(--color-sky-700);outline-offset:1px;background-color:var(--color-sky-100)}`}</style>
      ) : null}
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-medium text-stone-800">Find a player</span>
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
            placeholder="Name"
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
                ? `Opening the section of ${target.name}'s latest match…`
                : `Showing ${target.name}'s matches.`
              : matching.length === 0
                ? 'No player by that name.'
                : `${matching.length} players match.`}
        </p>
        <div role="group" aria-label="Zoom" className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="rounded-md border border-stone-400 px-2 py-1 disabled:opacity-50"
            disabled={zoomIndex <= 0}
            onClick={() => setZoom(ZOOMS[zoomIndex - 1])}
            aria-label="Zoom out"
          >
            −
          </button>
          <span className="w-12 text-center tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className="rounded-md border border-stone-400 px-2 py-1 disabled:opacity-50"
            disabled={zoomIndex === ZOOMS.length - 1}
            onClick={() => setZoom(ZOOMS[zoomIndex + 1])}
            aria-label="Zoom in"
          >
            +
          </button>
        </div>
      </div>
      {rounds.length > 1 ? (
        <nav aria-label={`Rounds of the ${label.toLowerCase()}`} className="flex gap-2 overflow-x-auto pb-1 text-sm">
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
      <div
        ref={frame}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="bracket-frame max-w-full overflow-x-auto overscroll-x-contain rounded-lg border border-stone-200 bg-stone-50 p-3 focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <div style={{ zoom }}>{children}</div>
      </div>
    </div>
  );
}
