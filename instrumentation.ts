// Server hooks of Next.js. At start, the sweep that confirms reports left unanswered past their
// window begins, so they count even when nobody opens a reporting page. A render that failed
// because the database is unreachable marks it down, so the following page requests are answered
// 503 by proxy.ts instead of failing one by one.
import type { Instrumentation } from 'next';
import { markDatabaseDown } from '@/db/availability';
import { databaseUnavailable } from '@/lib/errors';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getDb }, { startExpirySweep }] = await Promise.all([
    import('@/db/app-database'),
    import('@/lib/services/reporting/confirm-expired'),
  ]);
  // Not awaited: the server starts answering (503 while the database is down) either way.
  getDb().then(startExpirySweep, (error: unknown) =>
    console.error('The sweep of expired reports could not start: the database is unreachable.', error),
  );
}

export const onRequestError: Instrumentation.onRequestError = (error) => {
  if (databaseUnavailable(error)) markDatabaseDown();
};
