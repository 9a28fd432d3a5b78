'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

export interface ReorderItem {
  id: string;
  label: string;
  /** A second line (club, rating…). */
  detail?: string;
}

/**
 * A list put in order by dragging a row onto another, or from the keyboard with each row's
 * "Move up" / "Move down" buttons; the button pressed keeps the focus as its row moves, so a
 * row can be walked to its place with repeated presses. The order goes with the form as one
 * hidden `name` field a row, first first; `onChange` hears every move. With `removable`, each row
 * also has a "Remove" button that takes it out of the list (and out of the form).
 */
export function ReorderList({
  name,
  items,
  label,
  numbered = true,
  removable = false,
  onChange,
}: {
  name: string;
  items: readonly ReorderItem[];
  /** What the list is, for screen readers ("Seeding order"). */
  label: string;
  numbered?: boolean;
  removable?: boolean;
  onChange?: (order: ReorderItem[]) => void;
}) {
  const [order, setOrder] = useState<ReorderItem[]>(() => [...items]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const t = useTranslations('organise.reorder');

  // After a keyboard move the row is drawn in its new place: put the focus back on the button
  // pressed, or on its twin when the row reached the end and that button is now disabled.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const index = order.findIndex((item) => item.id === wanted.id);
    const atEnd = wanted.direction === 'up' ? index === 0 : index === order.length - 1;
    const direction = atEnd ? (wanted.direction === 'up' ? 'down' : 'up') : wanted.direction;
    buttons.current.get(`${wanted.id}:${direction}`)?.focus();
  }, [order]);

  function move(from: number, to: number, direction?: 'up' | 'down') {
    if (from === to || to < 0 || to >= order.length) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    if (direction) refocus.current = { id: item.id, direction };
    setOrder(next);
    setAnnouncement(t('moved', { item: item.label, place: to + 1, count: next.length }));
    onChange?.(next);
  }

  function remove(item: ReorderItem) {
    const next = order.filter((other) => other.id !== item.id);
    setOrder(next);
    setAnnouncement(t('removed', { item: item.label }));
    onChange?.(next);
  }

  return (
    <div>
      <ol aria-label={label} className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {order.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event) => {
              setDragged(item.id);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
            }}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null)
                move(
                  order.findIndex((other) => other.id === dragged),
                  index,
                );
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            data-testid="reorder-row"
            className={`flex cursor-grab items-center gap-3 px-3 py-2 ${dragged === item.id ? 'opacity-50' : ''}`}
          >
            <input type="hidden" name={name} value={item.id} />
            {numbered ? <span className="w-8 text-right font-mono text-stone-600">{index + 1}.</span> : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{item.label}</span>
              {item.detail ? <span className="block truncate text-sm text-stone-600">{item.detail}</span> : null}
            </span>
            {(['up', 'down'] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                ref={(element) => {
                  const key = `${item.id}:${direction}`;
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
                disabled={direction === 'up' ? index === 0 : index === order.length - 1}
                onClick={() => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
                aria-label={
                  direction === 'up' ? t('moveUp', { item: item.label }) : t('moveDown', { item: item.label })
                }
                className="inline-flex size-11 items-center justify-center rounded border border-stone-400 bg-white text-lg hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:opacity-30"
              >
                <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
              </button>
            ))}
            {removable ? (
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={t('remove', { item: item.label })}
                className="inline-flex size-11 items-center justify-center rounded border border-stone-400 bg-white text-lg hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
              >
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
