import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDatabase } from '@/db/app-database';
import { listOutbox } from '@/db/queries/outbox';
import { requireSiteRole } from '@/app/_components/site-role';
import { outboxStatus } from '@/lib/mail/outbox-text';

export const metadata: Metadata = { title: 'Outbox' };

/**
 * The mail not handed to an SMTP server, for the embedded demo, where there usually is none. Only
 * there: on a real deployment the outbox holds live reset links, and the admin CLI reads it.
 */
export default async function OutboxPage() {
  await requireSiteRole('admin', '/admin/outbox');
  const database = await getDatabase();
  if (database.driver !== 'pglite') notFound();
  const mails = await listOutbox(database.db);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Outbox</h1>
        <p className="text-stone-700">
          Mail the app has not sent: all of it while no SMTP server is configured (SMTP_URL), else what the server
          refused. Oldest first.
        </p>
      </header>
      {mails.length === 0 ? (
        <p className="text-stone-600">The outbox is empty.</p>
      ) : (
        <ol className="space-y-4">
          {mails.map((mail) => (
            <li
              key={mail.id}
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
              data-testid="outbox-mail"
            >
              <p className="text-sm text-stone-600">
                {mail.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC · {outboxStatus(mail)}
              </p>
              <p>
                To <strong>{mail.recipient}</strong>: {mail.subject}
              </p>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all text-sm">{mail.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
