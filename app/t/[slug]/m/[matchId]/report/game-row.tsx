'use client';

import { useEffect, useRef } from 'react';
import type { Game } from '@/db/schema';

// After the move that ends a game, or an answer to a reported game (confirm, dispute, PIN,
// decision), the control the keyboard user pressed is gone from the redrawn page (the board is
// the next game's, the form is answered) and the focus would drop to the page. It goes to that
// game's row instead: its new status is read out, and the next Tab is its next step (the PIN).
let wanted: number | null = null;

/** Asks for the focus on game `number`'s row once the page shows its new status. */
export function focusGameRowWhenChanged(number: number): void {
  wanted = number;
}

/** A row of the page's list of games; it takes the focus when asked and its status has changed. */
export function GameRow({
  number,
  status,
  children,
}: {
  number: number;
  status: Game['status'];
  children: React.ReactNode;
}) {
  const row = useRef<HTMLLIElement>(null);
  const shown = useRef<Game['status'] | null>(null);
  useEffect(() => {
    const changed = shown.current !== status;
    shown.current = status;
    if (!changed || wanted !== number || status === 'in-progress') return;
    wanted = null;
    row.current?.focus();
  }, [number, status]);
  return (
    <li
      ref={row}
      tabIndex={-1}
      data-game={number}
      className="space-y-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
    >
      {children}
    </li>
  );
}
