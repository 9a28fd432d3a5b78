import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
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

export const metadata: Metadata = { title: 'Your account' };

const roleLabels = { admin: 'Site admin', organiser: 'Organiser', player: 'Player' } as const;
const requestLabels = { pending: 'waiting for the organiser', approved: 'entered', rejected: 'not accepted' } as const;

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

  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your account</h1>
        <p className="text-stone-700">
          {actor.name ? `${actor.name} · ` : ''}
          {actor.email} · {roleLabels[actor.role]}
        </p>
      </header>

      {user && !user.emailVerified ? (
        <Section title="Confirm your email address" id="email">
          <VerifyEmailNotice email={user.email} />
        </Section>
      ) : null}

      <Section title="Your player" id="player">
        {player ? (
          <p>
            You play as <strong>{player.displayName}</strong>
            {player.club ? ` (${player.club})` : ''}.
            {user?.emailVerified
              ? ' You can report, confirm and dispute games in your own matches.'
              : ' Once your email address is confirmed you can report, confirm and dispute games in your own matches.'}
          </p>
        ) : (
          <>
            <p className="text-stone-700">
              Your account is not linked to a player yet. If an organiser gave you a claim code, enter it here; or ask
              to enter an open tournament below as a new player.
            </p>
            <ClaimForm code={code} />
          </>
        )}
      </Section>

      <Section title="Tournaments" id="tournaments">
        {requests.length > 0 ? (
          <ul className="space-y-1">
            {requests.map((request) => (
              <li key={request.id}>
                <Link
                  href={`/t/${request.tournamentSlug}`}
                  className="font-medium text-emerald-800 underline underline-offset-4"
                >
                  {request.tournamentName}
                </Link>
                : {requestLabels[request.status]}
              </li>
            ))}
          </ul>
        ) : null}
        {open.length > 0 ? (
          <ul className="space-y-1">
            {open.map((tournament) => (
              <li key={tournament.id}>
                {tournament.name} is open for entries:{' '}
                <Link
                  href={`/t/${tournament.slug}/enter`}
                  className="font-medium text-emerald-800 underline underline-offset-4"
                >
                  ask to enter
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-700">No tournament is taking entries from players right now.</p>
        )}
      </Section>

      {staffRoles.length > 0 ? (
        <Section title="Tournaments you help run" id="staff">
          <ul className="space-y-1">
            {staffRoles.map((role) => (
              <li key={role.tournamentId}>
                <Link href={`/t/${role.slug}`} className="font-medium text-emerald-800 underline underline-offset-4">
                  {role.name}
                </Link>
                : {role.role === 'co-organiser' ? 'co-organiser' : 'arbiter'}
                {role.role === 'co-organiser' ? (
                  <>
                    {' · '}
                    <Link href={`/t/${role.slug}/registrations`} className="underline underline-offset-4">
                      requests to enter
                    </Link>
                    {' · '}
                    <Link href={`/t/${role.slug}/staff`} className="underline underline-offset-4">
                      staff
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="PIN for the recording device" id="pin">
        <p className="text-stone-700">
          When a game is recorded on your opponent’s phone, you confirm it there with this PIN.{' '}
          {user?.pinHash ? 'You have set one.' : 'You have not set one yet.'}
        </p>
        <PinForms hasPin={Boolean(user?.pinHash)} />
      </Section>

      <Section title="Password" id="password">
        <PasswordForm email={actor.email} />
      </Section>

      <Section title="API tokens" id="tokens">
        <p className="text-stone-700">
          A token lets a script or a scorekeeper’s device use the JSON API as you, with your rights (
          <a href="/api/v1/openapi.json" className="text-emerald-800 underline underline-offset-4">
            its description
          </a>
          ). Send it as <code className="rounded bg-stone-100 px-1">Authorization: Bearer …</code>. Making one asks for
          your password; changing your password or signing out everywhere revokes them all.
        </p>
        <TokenList tokens={tokens} />
      </Section>

      <Section title="Sign out everywhere" id="sessions">
        <p className="text-stone-700">
          Signs you out on every phone and computer, this one too, and revokes all your API tokens.
        </p>
        <SignOutEverywhereForm />
      </Section>
    </div>
  );
}
