// The CI run's own database on the shared Postgres server:
//   node .ci/postgres.mjs create <server-url> <name>
//   node .ci/postgres.mjs drop <server-url> <name>   drops <name> and every <name>_* a test left
import pg from 'pg';

const [command, serverUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(command) || !serverUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node .ci/postgres.mjs create|drop <server-url> <name: lowercase letters, digits, _>');
  process.exit(2);
}

const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  if (command === 'create') {
    await client.query(`create database "${name}"`);
  } else {
    const { rows } = await client.query(
      "select datname from pg_database where datname = $1 or datname like $1 || '\\_%'",
      [name],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    console.log(`dropped ${rows.length} database(s): ${rows.map((row) => row.datname).join(', ') || 'none'}`);
  }
} finally {
  await client.end();
}
