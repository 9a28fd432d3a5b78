// Mail waiting in the outbox (db/schema.ts `outbox`): written before any SMTP try, removed once sent.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { outbox, type OutboxMail } from '../schema';

export async function insertOutboxMail(
  db: Db,
  mail: { recipient: string; subject: string; body: string },
): Promise<OutboxMail> {
  const [row] = await db.insert(outbox).values(mail).returning();
  return row;
}

export async function deleteOutboxMail(db: Db, id: number): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
}

export async function recordOutboxError(db: Db, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ lastError: error }).where(eq(outbox.id, id));
}

/** The whole outbox, oldest first. */
export async function listOutbox(db: Db): Promise<OutboxMail[]> {
  return db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.id));
}
