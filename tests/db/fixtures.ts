// Small factories for database tests: each call makes new rows with unique names, so tests that
// share a file's database never trip over each other.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { insertPlayers } from '@/db/queries/players';
import {
  entries,
  matches,
  players,
  stages,
  tournaments,
  users,
  type Entry,
  type Match,
  type Player,
  type Stage,
  type Tournament,
  type User,
} from '@/db/schema';

/** A short random suffix for names that must be unique. */
export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A user whose address counts as verified unless `emailVerified: null` says otherwise. */
export async function makeUser(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ email: `${unique('user')}@example.test`, name: 'Test User', emailVerified: new Date(), ...values })
    .returning();
  return user;
}

export async function makePlayer(
  db: Db,
  values: Partial<Omit<typeof players.$inferInsert, 'nameKey'>> = {},
): Promise<Player> {
  const { createdBy = null, ...player } = values;
  const [made] = await insertPlayers(
    db,
    [{ displayName: unique('Player'), club: 'St. John', country: 'AG', ...player }],
    createdBy,
  );
  return made;
}

export async function makeTournament(
  db: Db,
  values: Partial<typeof tournaments.$inferInsert> = {},
): Promise<Tournament> {
  const organiserId = values.organiserId ?? (await makeUser(db, { role: 'organiser' })).id;
  const [tournament] = await db
    .insert(tournaments)
    .values({ slug: unique('test-open'), name: 'Test Open', ...values, organiserId })
    .returning();
  return tournament;
}

/** `count` new players entered in the tournament with seeds 1..count. */
export async function makeEntries(db: Db, tournamentId: number, count: number): Promise<Entry[]> {
  const made: Entry[] = [];
  for (let seed = 1; seed <= count; seed += 1) {
    const player = await makePlayer(db);
    const [entry] = await db.insert(entries).values({ tournamentId, playerId: player.id, seed }).returning();
    made.push(entry);
  }
  return made;
}

export async function makeStage(
  db: Db,
  tournamentId: number,
  values: Partial<typeof stages.$inferInsert> = {},
): Promise<Stage> {
  const [stage] = await db
    .insert(stages)
    .values({
      tournamentId,
      ordinal: 1,
      kind: 'single-elimination',
      settings: { format: 'single-elimination', thirdPlace: false },
      ...values,
    })
    .returning();
  return stage;
}

/** A ready series in the given stage; pass the entries and anything else the test needs. */
export async function makeMatch(
  db: Db,
  values: Partial<typeof matches.$inferInsert> & { stageId: number },
): Promise<Match> {
  const [match] = await db
    .insert(matches)
    .values({
      key: unique('W1'),
      bracket: 'winners',
      round: 1,
      position: 1,
      source1: { type: 'seed', seed: 1 },
      source2: { type: 'seed', seed: 2 },
      status: 'ready',
      ...values,
    })
    .returning();
  return match;
}
