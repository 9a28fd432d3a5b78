'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOutEverywhereAction } from './actions';

export function SignOutEverywhereForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
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
            router.replace('/sign-in');
            router.refresh();
            return;
          }
          setError(result.error.message);
          setPending(false);
        }}
      >
        {pending ? 'Signing out…' : 'Sign out everywhere'}
      </button>
    </div>
  );
}
