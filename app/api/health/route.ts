// Health for load balancers and people: is the database reachable, and at which migration.
import { getDatabase } from '@/db/app-database';
import { latestAppliedMigration } from '@/db/migrate';
import { pingDatabase } from '@/db/queries/health';

export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  try {
    const database = await getDatabase();
    await pingDatabase(database.db);
    const migration = await latestAppliedMigration(database.db);
    return Response.json({ ok: true, database: database.driver, migration }, { headers });
  } catch (error) {
    console.error('health check failed:', error);
    // The reason names the kind of failure, never the connection details.
    const code = (error as { code?: unknown }).code;
    const reason = `database unavailable${typeof code === 'string' ? ` (${code})` : ''}`;
    return Response.json({ ok: false, reason }, { status: 503, headers: { ...headers, 'retry-after': '5' } });
  }
}
