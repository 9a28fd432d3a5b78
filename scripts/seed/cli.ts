// `npm run seed`: creates the demo event in the configured database (DATABASE_URL, else the
// embedded one in the data folder), once. Stop the app first when it runs on the embedded database.
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemo } from './demo';

try {
  const database = await createDb();
  try {
    await migrateDatabase(database);
    const report = await seedDemo(database.db, { password: process.env.WARRI_DEMO_PASSWORD || undefined });
    console.log(report.lines.join('\n'));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`The demo event was not created: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
