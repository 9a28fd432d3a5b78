'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NavLink } from './nav-link';

interface Me {
  name: string | null;
  email: string;
  role: 'admin' | 'organiser' | 'player';
}

/**
 * The signed-in part of the navigation. It asks /api/v1/me from the browser (again after each
 * navigation, so signing in or out shows at once) instead of reading the session while the
 * layout renders: public pages then stay the same for everyone and can be cached.
 */
export function AccountMenu() {
  const pathname = usePathname();
  const t = useTranslations('common.accountMenu');
  const [me, setMe] = useState<Me | null | 'loading'>('loading');

  useEffect(() => {
    let current = true;
    fetch('/api/v1/me', { cache: 'no-store', credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: Me | null }>) : { user: null }))
      .then((body) => current && setMe(body.user))
      .catch(() => current && setMe(null));
    return () => {
      current = false;
    };
  }, [pathname]);

  if (me === 'loading') return null;
  if (me === null) {
    return (
      <li>
        <NavLink href="/sign-in">{t('signIn')}</NavLink>
      </li>
    );
  }
  return (
    <>
      {me.role === 'organiser' || me.role === 'admin' ? (
        <li>
          <NavLink href="/organise">{t('organise')}</NavLink>
        </li>
      ) : null}
      {me.role === 'admin' ? (
        <li>
          <NavLink href="/admin/users">{t('users')}</NavLink>
        </li>
      ) : null}
      <li>
        <NavLink href="/play">{t('myMatches')}</NavLink>
      </li>
      {/* One item, so that when the menu wraps on a phone "Sign out" moves with "Account" instead of alone. */}
      <li className="flex gap-x-4">
        <NavLink href="/account">{t('account')}</NavLink>
        <NavLink href="/sign-out">{t('signOut')}</NavLink>
      </li>
    </>
  );
}
