// How long to wait before trying again, as the reader's language says it.
import type { createFormatter } from 'next-intl';

/** "in 5 minutes", "dans 5 minutes", "через 5 минут": Intl's words for a wait, plurals and all. */
export function waitWords(format: Pick<ReturnType<typeof createFormatter>, 'relativeTime'>, seconds: number): string {
  return seconds < 90
    ? format.relativeTime(seconds * 1000, { now: 0, unit: 'second' })
    : format.relativeTime(Math.ceil(seconds / 60) * 60_000, { now: 0, unit: 'minute' });
}
