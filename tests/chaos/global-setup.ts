// Once per chaos run: build the app (unless WARRI_E2E_REUSE_BUILD=1 says `.next-e2e` is current).
import { ensureBuilt } from '../e2e/app-server';
import { canMakeCluster, postgresBin } from '../load/postgres-cluster';

export default async function setup(): Promise<void> {
  if (!canMakeCluster())
    throw new Error(
      `The reliability tests make Postgres clusters of their own and need the server binaries in ${postgresBin} (apt-get install postgresql-15, or set POSTGRES_BIN).`,
    );
  await ensureBuilt();
}
