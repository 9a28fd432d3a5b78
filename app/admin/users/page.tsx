import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { listUsers } from '@/db/queries/users';
import { requireSiteRole } from '@/app/_components/site-role';
import { RoleForm } from './role-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.users');
  return { title: t('title') };
}

export default async function UsersPage() {
  await requireSiteRole('admin', '/admin/users');
  const users = await listUsers(await getDb());
  const t = await getTranslations('admin.users');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </header>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              <strong>{user.name ?? user.email}</strong>
              <span className="block text-sm text-stone-600">
                {user.email}
                {user.playerName ? t('playsAs', { name: user.playerName }) : ''}
              </span>
            </span>
            <RoleForm userId={user.id} role={user.role} label={user.name ?? user.email} />
          </li>
        ))}
      </ul>
    </div>
  );
}
