// What the report page and the control room say to staff in a match they play in, where the ruling
// tools would be: they have a player's rights there (lib/auth/permissions.ts), and another member
// of the staff rules. One message, so that both pages say the same.
import { useTranslations } from 'next-intl';

export function OwnMatchNote({ className }: { className: string }) {
  const t = useTranslations('report');
  return (
    <p role="note" data-own-match className={className}>
      {t('ownMatch')}
    </p>
  );
}
