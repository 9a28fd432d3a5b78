import { useTranslations } from 'next-intl';
import { LoadingNote } from '@/app/_components/loading-note';

export default function Loading() {
  const t = useTranslations('report');
  return <LoadingNote>{t('loading')}</LoadingNote>;
}
