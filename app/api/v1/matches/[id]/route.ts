import { apiRoute } from '@/lib/api/handler';
import { matchDetailBody, publicMatchById } from '@/lib/api/public-views';
import { getMatchOperation } from './operations';

export const GET = apiRoute(getMatchOperation, async ({ db, params }) => {
  const { view, match } = await publicMatchById(db, params.id);
  return matchDetailBody(view, match);
});
