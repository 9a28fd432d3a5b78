'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { setUserRoleAction } from './actions';

export function RoleForm({
  userId,
  role,
  label,
}: {
  userId: string;
  role: 'admin' | 'organiser' | 'player';
  label: string;
}) {
  const t = useTranslations('admin.users');
  const { error, data, formProps } = useFormAction(setUserRoleAction);
  const selectId = `role-${userId}`;
  return (
    <form {...formProps} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={selectId} className="sr-only">
        {t('roleOf', { name: label })}
      </label>
      <select
        id={selectId}
        name="role"
        defaultValue={data?.role ?? role}
        className="min-h-11 rounded border border-stone-400 bg-white px-2"
      >
        <option value="player">{t('roles.player')}</option>
        <option value="organiser">{t('roles.organiser')}</option>
        <option value="admin">{t('roles.admin')}</option>
      </select>
      <SubmitButton tone="quiet" pendingText={t('saving')}>
        <span>{t.rich('save', { name: label, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}</span>
      </SubmitButton>
      {data ? (
        <span role="status" className="text-sm text-emerald-900">
          {t('saved')}
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="text-sm text-red-800">
          {error.message}
        </span>
      ) : null}
    </form>
  );
}
