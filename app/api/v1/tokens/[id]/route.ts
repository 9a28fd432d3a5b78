import { apiRoute } from '@/lib/api/handler';
import { revokeApiToken } from '@/lib/services/accounts/api-tokens';
import { revokeApiTokenOperation } from './operations';

export const DELETE = apiRoute(revokeApiTokenOperation, async ({ actor, db, params }) =>
  revokeApiToken(db, actor, params),
);
