import { findPlayerOfUser } from '@/db/queries/players';
import { apiRoute } from '@/lib/api/handler';
import { isSignedIn } from '@/lib/auth/actor';
import { getMeOperation } from './operations';

export const GET = apiRoute(getMeOperation, async ({ actor, db }) => {
  if (!isSignedIn(actor)) return { user: null, via: null };
  const player = await findPlayerOfUser(db, actor.id);
  return { user: { ...actor, player }, via: actor.via };
});
