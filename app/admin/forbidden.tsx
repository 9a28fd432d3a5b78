import { useTranslations } from 'next-intl';
import { PageNotice } from '@/app/_components/page-notice';

/** A signed-in user without the administrator role on an admin page (answered 403: app/_components/site-role.ts). */
export default function AdminOnly() {
  const t = useTranslations('manage.adminOnly');
  return <PageNotice title={t('title')}>{t('text')}</PageNotice>;
}
