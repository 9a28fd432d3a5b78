'use client';

import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/app/_components/form/submit-button';

export function SignOutButton() {
  const router = useRouter();
  const t = useTranslations('accounts.signOut');
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className={buttonClass()}
      onClick={async () => {
        setPending(true);
        await signOut({ redirect: false });
        router.replace('/');
        router.refresh();
      }}
    >
      {pending ? t('pending') : t('submit')}
    </button>
  );
}
