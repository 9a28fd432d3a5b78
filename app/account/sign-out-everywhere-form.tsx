'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { signOutEverywhereAction } from './actions';
import { revokedTokensSentence } from './revoked-tokens';

/** Signs out everywhere, then says so here (with the tokens revoked) instead of leaving at once, so the list is read. */
export function SignOutEverywhereForm() {
  const t = useTranslations('account.signOutEverywhereForm');
  const tAccount = useTranslations('account');
  const format = useFormatter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (done) {
    return (
      <div className="space-y-3">
        <FormAlert tone="success">{done}</FormAlert>
        <Link href="/sign-in?callbackUrl=/account" className={buttonClass()}>
          {t('signInAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <FormAlert tone="error">{error}</FormAlert>
      <button
        type="button"
        disabled={pending}
        className={buttonClass('danger')}
        onClick={async () => {
          setPending(true);
          const result = await signOutEverywhereAction({});
          if (result.ok) {
            setDone(`${t('done')}${revokedTokensSentence(tAccount, format, result.data.revokedTokens)}`);
            return;
          }
          setError(result.error.message);
          setPending(false);
        }}
      >
        {pending ? t('signingOut') : t('signOut')}
      </button>
    </div>
  );
}
