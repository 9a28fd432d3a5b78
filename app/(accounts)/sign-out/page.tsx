import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignOutButton } from './sign-out-button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.signOut');
  return { title: t('title') };
}

export default async function SignOutPage() {
  const t = await getTranslations('accounts.signOut');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>
      <SignOutButton />
    </div>
  );
}
