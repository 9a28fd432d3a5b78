import { useTranslations } from 'next-intl';
import { PageNotice } from '@/app/_components/page-notice';

/** A signed-in user without the organiser role on an organiser's page (answered 403: app/_components/site-role.ts). */
export default function OrganisersOnly() {
  const t = useTranslations('organise.forbidden');
  return <PageNotice title={t('title')}>{t('text')}</PageNotice>;
}
