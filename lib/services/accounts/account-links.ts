// The mails that carry a one-time account link (lib/auth/account-token.ts): a password reset, an
// address to verify. Queued in the caller's transaction with the token, so a link in the outbox
// always works and a token is never made without its mail.
import type { Db } from '@/db/client';
import { insertAccountToken } from '@/db/queries/account-tokens';
import type { AccountToken, OutboxMail } from '@/db/schema';
import { ACCOUNT_TOKEN_LIFETIME_SECONDS, generateAccountToken } from '@/lib/auth/account-token';
import { queueMail, type Mail } from '@/lib/mail/send-mail';

/** The page each link opens. */
const ACCOUNT_LINK_PATHS: Record<AccountToken['purpose'], string> = {
  'password-reset': '/reset-password',
  'email-verification': '/verify-email',
};

export interface AccountLinkRequest {
  user: { id: string; email: string };
  purpose: AccountToken['purpose'];
  /** The app's origin, from lib/mail/link-origin.ts. */
  linkBase: string;
  now: Date;
}

export async function queueAccountLink(tx: Db, request: AccountLinkRequest): Promise<OutboxMail> {
  const { token, tokenHash } = generateAccountToken();
  const lifetime = ACCOUNT_TOKEN_LIFETIME_SECONDS[request.purpose];
  await insertAccountToken(tx, {
    userId: request.user.id,
    purpose: request.purpose,
    tokenHash,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + lifetime * 1000),
  });
  const link = `${request.linkBase}${ACCOUNT_LINK_PATHS[request.purpose]}?token=${token}`;
  return queueMail(tx, accountLinkMail(request.user.email, request.purpose, link));
}

function accountLinkMail(to: string, purpose: AccountToken['purpose'], link: string): Mail {
  if (purpose === 'password-reset') {
    return {
      to,
      subject: 'Set a new password for Warri Open',
      text: [
        `Someone, we hope you, asked to set a new password for the Warri Open account of ${to}.`,
        '',
        'To choose a new password, open this link within 30 minutes. It works once:',
        '',
        link,
        '',
        'Setting a new password signs you out on every device and revokes your API tokens.',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Confirm your email address for Warri Open',
    text: [
      `Welcome to Warri Open. To confirm that ${to} is your address, open this link within 48 hours:`,
      '',
      link,
      '',
      'Once it is confirmed you can report, confirm and dispute the games of your matches.',
      'If you did not sign up, ignore this mail.',
    ].join('\n'),
  };
}

/** What someone signing up with an address that already has an account is sent instead of a link. */
export function alreadyRegisteredMail(to: string, linkBase: string): Mail {
  return {
    to,
    subject: 'You already have a Warri Open account',
    text: [
      `Someone, we hope you, tried to sign up for Warri Open with ${to}, which already has an account.`,
      '',
      `Sign in: ${linkBase}/sign-in`,
      `Forgot the password? Ask for a new one: ${linkBase}/forgot-password`,
      '',
      'If it was not you, ignore this mail: nothing has changed.',
    ].join('\n'),
  };
}
