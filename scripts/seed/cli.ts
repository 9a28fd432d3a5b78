// `npm run seed`: creates the demo event in the configured database (DATABASE_URL, else the
// embedded one in the data folder), once. Stop the app first when it runs on the embedded database.
// `--if-new-embedded` (run by `npm run dev`) seeds only an embedded database this run has just
// created, so a first start shows the demo while a database already in use is left as it is.
import { parseArgs } from 'node:util';
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemo } from './demo';

try {
  const { values } = parseArgs({ options: { 'if-new-embedded': { type: 'boolean', default: false } } });
  const onlyNew = values['if-new-embedded'];
  if (!(onlyNew && process.env.DATABASE_URL)) {
    const database = await createDb();
    try {
      const { fresh } = await migrateDatabase(database);
      if (!onlyNew || (fresh && database.driver === 'pglite')) {
        const report = await seedDemo(database.db, { password: process.env.WARRI_DEMO_PASSWORD || undefined });
        console.log(report.lines.join('\n'));
      }
    } finally {
      await database.close();
    }
  }
} catch (error) {
  console.error(`The demo event was not created: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
