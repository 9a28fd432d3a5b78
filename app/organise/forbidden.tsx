import { PageNotice } from '@/app/_components/page-notice';

/** A signed-in user without the organiser role on an organiser's page (answered 403: app/_components/site-role.ts). */
export default function OrganisersOnly() {
  return (
    <PageNotice title="Organisers only">
      Creating and running tournaments needs the organiser role. Ask the site’s administrator to make you an organiser.
    </PageNotice>
  );
}
