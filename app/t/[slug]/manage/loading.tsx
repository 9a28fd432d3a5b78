import { useTranslations } from 'next-intl';
import { LoadingNote } from '@/app/_components/loading-note';

export default function Loading() {
  const t = useTranslations('staffPages');
  return <LoadingNote>{t('loading')}</LoadingNote>;
}
