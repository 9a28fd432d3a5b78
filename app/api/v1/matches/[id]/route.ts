import { apiRoute } from '@/lib/api/handler';
import { matchDetailBody } from '@/lib/api/public-bodies';
import { publicMatchById } from '@/lib/services/views/public-lookups';
import { getMatchOperation } from './operations';

export const GET = apiRoute(getMatchOperation, async ({ db, params }) => {
  const { view, match } = await publicMatchById(db, params.id);
  return matchDetailBody(view, match);
});
