import { useTranslations } from 'next-intl';
import { LoadingNote } from '../_components/loading-note';

export default function Loading() {
  const t = useTranslations('home');
  return <LoadingNote>{t('loading')}</LoadingNote>;
}
