// A mail of the outbox as the admin CLI prints it (/admin/outbox shows the same parts in the reader's language).
import type { OutboxMail } from '@/db/schema';

function outboxStatus(mail: OutboxMail): string {
  return mail.lastError ? `not sent: ${mail.lastError}` : 'not sent (no SMTP server configured, or being sent)';
}

export function describeOutboxMail(mail: OutboxMail): string {
  return [
    `--- mail ${mail.id}, ${mail.createdAt.toISOString()}, ${outboxStatus(mail)}`,
    `To: ${mail.recipient}`,
    `Subject: ${mail.subject}`,
    '',
    mail.body,
    '',
  ].join('\n');
}
