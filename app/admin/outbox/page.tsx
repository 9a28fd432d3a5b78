import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db/app-database';
import { listOutbox } from '@/db/queries/outbox';
import { requireSiteRole } from '@/app/_components/site-role';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.outbox');
  return { title: t('title') };
}

/**
 * The mail not handed to an SMTP server, for the embedded demo, where there usually is none. Only
 * there: on a real deployment the outbox holds live reset links, and the admin CLI reads it.
 */
export default async function OutboxPage() {
  await requireSiteRole('admin', '/admin/outbox');
  const database = await getDatabase();
  if (database.driver !== 'pglite') notFound();
  const mails = await listOutbox(database.db);
  const t = await getTranslations('admin.outbox');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </header>
      {mails.length === 0 ? (
        <p className="text-stone-600">{t('empty')}</p>
      ) : (
        <ol className="space-y-4">
          {mails.map((mail) => (
            <li
              key={mail.id}
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
              data-testid="outbox-mail"
            >
              {/* The time as the admin CLI writes it (ISO, UTC), the same in every language. The server's error is its own. */}
              <p className="text-sm text-stone-600">
                {mail.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC ·{' '}
                {mail.lastError ? t('notSent', { error: mail.lastError }) : t('notSentYet')}
              </p>
              <p>
                {t.rich('to', {
                  recipient: mail.recipient,
                  subject: mail.subject,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all text-sm">{mail.body}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
