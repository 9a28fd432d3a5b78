// Everything a benchmark needs around the app: a throwaway Postgres cluster, the load event seeded
// in it, the built app (server.js, as `npm start` runs it) on it, and one call that takes it all down again.
import { ensureBuilt, startApp, type RunningApp } from '../e2e/app-server';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster';
import { seedLoadEvent, type LoadEvent, type LoadEventOptions } from './tournament';

export interface LoadSetup {
  cluster: ThrowawayCluster;
  databaseUrl: string;
  event: LoadEvent;
  app: RunningApp;
  /** Starts one more app instance on the same database. */
  startInstance(): Promise<RunningApp>;
  close(): Promise<void>;
}

/** Builds the app (unless WARRI_E2E_REUSE_BUILD=1), seeds the event on a new cluster and starts the app on it. */
export async function startLoadSetup(
  options: LoadEventOptions & { log?: (line: string) => void } = {},
): Promise<LoadSetup> {
  const log = options.log ?? (() => {});
  const cluster = await startThrowawayCluster();
  const instances: RunningApp[] = [];
  try {
    const databaseUrl = await cluster.createDatabase('warri_load');
    log(`Postgres ${databaseUrl}; building the app and seeding ${options.players ?? 256} players`);
    const [event] = await Promise.all([seedLoadEvent(databaseUrl, options), ensureBuilt()]);
    const startInstance = async () => {
      const app = await startApp({ url: databaseUrl });
      instances.push(app);
      return app;
    };
    const app = await startInstance();
    log(`app on ${app.baseUrl}, tournament /t/${event.slug} (${event.openMatches.length} matches open)`);
    return {
      cluster,
      databaseUrl,
      event,
      app,
      startInstance,
      close: async () => {
        for (const instance of instances) await instance.stop();
        await cluster.destroy();
      },
    };
  } catch (error) {
    for (const instance of instances) await instance.stop();
    await cluster.destroy();
    throw error;
  }
}
