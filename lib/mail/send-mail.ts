// Sending mail. Every mail is first written to the outbox (in the caller's transaction, beside
// the token its link carries), then handed to the SMTP server of SMTP_URL; the server's "accepted"
// removes it from the outbox. Without SMTP_URL it stays there for an admin to read (the admin
// CLI's `outbox`, and /admin/outbox on the embedded demo); when the server refuses it or cannot be
// reached it stays with the error. Nothing is dropped without a trace.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/db/client';
import { deleteOutboxMail, insertOutboxMail, recordOutboxError } from '@/db/queries/outbox';
import type { OutboxMail } from '@/db/schema';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text: links stand alone on their line, so every mail program makes them clickable. */
  text: string;
}

/** Who our mail is from when MAIL_FROM is not set. */
const DEFAULT_MAIL_FROM = 'Warri Open <no-reply@localhost>';

const NOT_SENT_WITHOUT_PUBLIC_ADDRESS =
  'Not sent: NEXTAUTH_URL is not set, so the links in this mail follow the address the request claimed, which a client can forge. Set NEXTAUTH_URL to the public address and ask for a new link.';

/** Stores the mail in the outbox; give the answer to `deliverMail` once the transaction has committed. */
export function queueMail(tx: Db, mail: Mail): Promise<OutboxMail> {
  return insertOutboxMail(tx, { recipient: mail.to, subject: mail.subject, body: mail.text });
}

/**
 * Hands the queued mail to the SMTP server, when one is configured. Never throws: a failure is
 * logged and kept on the outbox row.
 */
async function deliverMail(
  db: Db,
  queued: OutboxMail,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const transport = smtpTransport(env.SMTP_URL);
  if (!transport) return;
  if (!env.NEXTAUTH_URL) {
    // Without it a link follows the Host the request claimed (lib/mail/link-origin.ts): mailed, a
    // forged one would hand a reset token to another site. Kept for an admin, saying what to set.
    await recordOutboxError(db, queued.id, NOT_SENT_WITHOUT_PUBLIC_ADDRESS).catch((cause: unknown) =>
      console.error('could not record the mail error:', cause),
    );
    return;
  }
  try {
    await transport.sendMail({
      from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
      to: queued.recipient,
      subject: queued.subject,
      text: queued.body,
    });
    await deleteOutboxMail(db, queued.id);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`mail to ${queued.recipient} not sent (kept in the outbox, id ${queued.id}):`, error);
    await recordOutboxError(db, queued.id, reason).catch((cause: unknown) =>
      console.error('could not record the mail error:', cause),
    );
  }
}

/**
 * `deliverMail` without waiting for it: an answer that waited on the SMTP server would take
 * longer when there is mail to send, telling registered addresses from unknown ones.
 */
export function deliverInBackground(db: Db, queued: readonly OutboxMail[]): void {
  for (const mail of queued) void deliverMail(db, mail);
}

// One transport (and its connections) per SMTP_URL, on globalThis for the reason in db/app-database.ts.
const transportsKey = Symbol.for('warri-open.smtp-transports');
const transports: Map<string, Transporter> = ((globalThis as { [transportsKey]?: Map<string, Transporter> })[
  transportsKey
] ??= new Map());

function smtpTransport(url: string | undefined): Transporter | null {
  if (!url) return null;
  let transport = transports.get(url);
  if (!transport) {
    // Bounded waits, so a dead server ends in an outbox error rather than a hanging delivery.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(url, transport);
  }
  return transport;
}
