// The mails that carry a one-time account link (lib/auth/account-token.ts): a password reset, an
// address to verify. Queued in the caller's transaction with the token, so a link in the outbox
// always works and a token is never made without its mail.
//
// A mail is written in the language of the request that caused it (the sign-up, the reset asked
// for, the link sent again: lib/actions/safe-action.ts). Whoever asks is nearly always the one who
// reads the mail, a minute later, and that request's language is the best guess there is; an
// account keeps no language of its own, and a mail needs none stored, as the outbox keeps the text.
import { createTranslator } from 'next-intl';
import type { Db } from '@/db/client';
import { insertAccountToken } from '@/db/queries/account-tokens';
import type { AccountToken, OutboxMail } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/request';
import type { Translator } from '@/i18n/translator';
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
  /** The language of the request that asked for the link: the mail's. */
  locale: Locale;
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
  return queueMail(
    tx,
    accountLinkMail(await accountMailWords(request.locale), request.user.email, request.purpose, link),
  );
}

/** The words of account mail in one language. */
export async function accountMailWords(locale: Locale): Promise<Translator<'accounts.mail'>> {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'accounts.mail' });
}

function accountLinkMail(
  t: Translator<'accounts.mail'>,
  to: string,
  purpose: AccountToken['purpose'],
  link: string,
): Mail {
  if (purpose === 'password-reset') {
    return {
      to,
      subject: t('reset.subject'),
      text: [
        t('reset.asked', { email: to }),
        '',
        t('reset.openLink'),
        '',
        link,
        '',
        t('reset.signsOut'),
        t('reset.ignore'),
      ].join('\n'),
    };
  }
  return {
    to,
    subject: t('verify.subject'),
    text: [t('verify.welcome', { email: to }), '', link, '', t('verify.then'), t('verify.ignore')].join('\n'),
  };
}

/** What someone signing up with an address that already has an account is sent instead of a link. */
export function alreadyRegisteredMail(t: Translator<'accounts.mail'>, to: string, linkBase: string): Mail {
  return {
    to,
    subject: t('alreadyRegistered.subject'),
    text: [
      t('alreadyRegistered.tried', { email: to }),
      '',
      t('alreadyRegistered.signIn', { link: `${linkBase}/sign-in` }),
      t('alreadyRegistered.forgotPassword', { link: `${linkBase}/forgot-password` }),
      '',
      t('alreadyRegistered.ignore'),
    ].join('\n'),
  };
}
