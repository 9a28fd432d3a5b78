// Server hooks of Next.js. A render that failed because the database is unreachable marks it
// down, so the following page requests are answered 503 by proxy.ts instead of failing one by one.
import type { Instrumentation } from 'next';
import { markDatabaseDown } from '@/db/availability';
import { databaseUnavailable } from '@/lib/errors';

export const onRequestError: Instrumentation.onRequestError = (error) => {
  if (databaseUnavailable(error)) markDatabaseDown();
};
