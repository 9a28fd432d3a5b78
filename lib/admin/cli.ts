// `npm run admin -- <command>`: accounts for self-hosting, so a new deployment needs no database
// surgery. Works on DATABASE_URL, or on the embedded database in the data folder while the app is
// stopped (PGlite takes one process at a time: the folder's lock refuses a second, saying which).
import { createInterface } from 'node:readline';
import { createDb, type Database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { runAdminCommand } from './commands';

let database: Database | undefined;

async function openDatabase() {
  try {
    database = await createDb();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(`The database could not be opened: ${message}`), { refused: true });
  }
  await migrateDatabase(database);
  return database.db;
}

async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

try {
  process.exitCode = await runAdminCommand(process.argv.slice(2), openDatabase, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    readLine,
  });
} catch (error) {
  const refused = (error as { refused?: boolean }).refused;
  process.stderr.write(
    `${refused ? (error as Error).message : `The command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exitCode = 1;
} finally {
  await database?.close();
}
