import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/app/_components/form/submit-button';

/** The way from the overview to the next Swiss round's preview, beside "Pair the next round". */
export function PairingPreviewLink({ slug }: { slug: string }) {
  const t = useTranslations('pairing');
  return (
    <Link href={`/t/${slug}/manage/pairing`} className={buttonClass('quiet')}>
      {t('previewLink')}
    </Link>
  );
}
