import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import type { User } from '@/db/schema';
import { getDb } from '@/db/app-database';
import { listApiTokens } from '@/db/queries/api-tokens';
import { findPlayerOfUser } from '@/db/queries/players';
import { listOpenForSelfRegistration, listRequestsOfUser } from '@/db/queries/registrations';
import { listStaffRolesOfUser } from '@/db/queries/staff';
import { findUserById } from '@/db/queries/users';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { ClaimForm } from './claim-form';
import { PasswordForm } from './password-form';
import { PinForms } from './pin-forms';
import { SignOutEverywhereForm } from './sign-out-everywhere-form';
import { TokenList } from './token-list';
import { Section } from './section';
import { VerifyEmailNotice } from './verify-email-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('title') };
}

function roleName(t: Translator<'account'>, role: User['role']): string {
  switch (role) {
    case 'admin':
      return t('roleAdmin');
    case 'organiser':
      return t('roleOrganiser');
    case 'player':
      return t('rolePlayer');
  }
}

/** A request to enter, its tournament's name a link: "Antigua Open: waiting for the organiser". */
function requestLine(
  t: Translator<'account'>,
  status: 'pending' | 'approved' | 'rejected',
  name: string,
  link: (chunks: React.ReactNode) => React.ReactNode,
): React.ReactNode {
  switch (status) {
    case 'pending':
      return t.rich('requestPending', { name, link });
    case 'approved':
      return t.rich('requestApproved', { name, link });
    case 'rejected':
      return t.rich('requestRejected', { name, link });
  }
}

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { claim } = await searchParams;
  const code = typeof claim === 'string' ? claim : '';
  const actor = await getActor();
  if (!isSignedIn(actor))
    redirect(`/sign-in?callbackUrl=${encodeURIComponent(code ? `/account?claim=${code}` : '/account')}`);

  const db = await getDb();
  const [user, player, tokens, open, requests, staffRoles] = await Promise.all([
    findUserById(db, actor.id),
    findPlayerOfUser(db, actor.id),
    listApiTokens(db, actor.id),
    listOpenForSelfRegistration(db),
    listRequestsOfUser(db, actor.id),
    listStaffRolesOfUser(db, actor.id),
  ]);
  const t = await getTranslations('account');

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-stone-700">
          {actor.name ? `${actor.name} · ` : ''}
          {actor.email} · {roleName(t, actor.role)}
        </p>
      </header>

      {user && !user.emailVerified ? (
        <Section title={t('confirmEmail')} id="email">
          <VerifyEmailNotice email={user.email} />
        </Section>
      ) : null}

      <Section title={t('yourPlayer')} id="player">
        {player ? (
          <p>
            {player.club
              ? t.rich('playsAsWithClub', { name: player.displayName, club: player.club, strong })
              : t.rich('playsAs', { name: player.displayName, strong })}{' '}
            {user?.emailVerified ? t('canReport') : t('canReportOnceConfirmed')}
          </p>
        ) : (
          <>
            <p className="text-stone-700">{t('notLinked')}</p>
            <ClaimForm code={code} />
          </>
        )}
      </Section>

      <Section title={t('tournaments')} id="tournaments">
        {requests.length > 0 ? (
          <ul className="space-y-1">
            {requests.map((request) => (
              <li key={request.id}>
                {requestLine(t, request.status, request.tournamentName, (chunks) => (
                  <Link
                    href={`/t/${request.tournamentSlug}`}
                    className="font-medium text-emerald-800 underline underline-offset-4"
                  >
                    {chunks}
                  </Link>
                ))}
              </li>
            ))}
          </ul>
        ) : null}
        {open.length > 0 ? (
          <ul className="space-y-1">
            {open.map((tournament) => (
              <li key={tournament.id}>
                {t.rich('openForEntries', {
                  name: tournament.name,
                  link: (chunks) => (
                    <Link
                      href={`/t/${tournament.slug}/enter`}
                      className="font-medium text-emerald-800 underline underline-offset-4"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-700">{t('noneOpen')}</p>
        )}
      </Section>

      {staffRoles.length > 0 ? (
        <Section title={t('helpRun')} id="staff">
          <ul className="space-y-1">
            {staffRoles.map((role) => (
              <li key={role.tournamentId}>
                {role.role === 'co-organiser'
                  ? t.rich('coOrganiser', { name: role.name, link: tournamentLink(role.slug) })
                  : t.rich('arbiter', { name: role.name, link: tournamentLink(role.slug) })}
                {role.role === 'co-organiser' ? (
                  <>
                    {' · '}
                    <Link href={`/t/${role.slug}/registrations`} className="underline underline-offset-4">
                      {t('requestsToEnter')}
                    </Link>
                    {' · '}
                    <Link href={`/t/${role.slug}/staff`} className="underline underline-offset-4">
                      {t('staff')}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('pin')} id="pin">
        <p className="text-stone-700">
          {t('pinIntro')} {user?.pinHash ? t('pinSet') : t('pinNotSet')}
        </p>
        <PinForms hasPin={Boolean(user?.pinHash)} />
      </Section>

      <Section title={t('password')} id="password">
        <PasswordForm email={actor.email} />
      </Section>

      <Section title={t('apiTokens')} id="tokens">
        <p className="text-stone-700">
          {t.rich('tokensIntro', {
            link: (chunks) => (
              <a href="/api/v1/openapi.json" className="text-emerald-800 underline underline-offset-4">
                {chunks}
              </a>
            ),
            code: (chunks) => <code className="rounded bg-stone-100 px-1">{chunks}</code>,
          })}
        </p>
        <TokenList tokens={tokens} />
      </Section>

      <Section title={t('signOutEverywhere')} id="sessions">
        <p className="text-stone-700">{t('signOutEverywhereIntro')}</p>
        <SignOutEverywhereForm />
      </Section>
    </div>
  );
}

const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

/** A tournament's name as a link to its page, for a message's <link> tag. */
const tournamentLink = (slug: string) =>
  function TournamentLink(chunks: React.ReactNode) {
    return (
      <Link href={`/t/${slug}`} className="font-medium text-emerald-800 underline underline-offset-4">
        {chunks}
      </Link>
    );
  };
