import { useTranslations } from 'next-intl';
import { PageNotice } from '@/app/_components/page-notice';
import { organiserRoleLostText } from '@/app/_components/tournament-page-header';
import type { TournamentRights } from '@/lib/auth/permissions';

/** A staff page the viewer may not use, saying why: a demoted organiser is told who manages the tournament now. */
export function NotAllowed({
  title,
  rights,
  children,
}: {
  title: string;
  rights: TournamentRights;
  children: React.ReactNode;
}) {
  const t = useTranslations('manage.nav');
  const lost = rights.organiserRoleLost;
  return <PageNotice title={title}>{lost?.isActor ? organiserRoleLostText(t, lost) : children}</PageNotice>;
}
