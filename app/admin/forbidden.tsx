import { PageNotice } from '@/app/_components/page-notice';

/** A signed-in user without the administrator role on an admin page (answered 403: app/_components/site-role.ts). */
export default function AdminOnly() {
  return (
    <PageNotice title="Administrators only">
      Managing users needs the administrator role. Ask one of the site’s administrators if you need to change someone’s
      role.
    </PageNotice>
  );
}
