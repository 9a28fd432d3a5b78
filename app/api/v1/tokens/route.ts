import { listApiTokens } from '@/db/queries/api-tokens';
import { apiRoute } from '@/lib/api/handler';
import { clientAddress } from '@/lib/auth/client-address';
import { createApiToken } from '@/lib/services/accounts/api-tokens';
import { createApiTokenOperation, listApiTokensOperation } from './operations';

export const GET = apiRoute(listApiTokensOperation, async ({ actor, db }) => ({
  tokens: await listApiTokens(db, actor.id),
}));

export const POST = apiRoute(createApiTokenOperation, async ({ actor, db, body, request }) =>
  createApiToken(db, actor, body, clientAddress(request.headers)),
);
