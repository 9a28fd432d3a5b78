import { apiRoute } from '@/lib/api/handler';
import { buildOpenApiDocument } from '@/lib/api/openapi';
import { apiOperations } from '../catalogue';
import { getOpenApiDocumentOperation } from './operations';

export const GET = apiRoute(getOpenApiDocumentOperation, async () =>
  buildOpenApiDocument(apiOperations, {
    title: 'Warri Open',
    version: '1',
    description:
      'Tournaments of Warri. Read-only operations need no account; the others act as a signed-in user, through a session cookie or `Authorization: Bearer <token>`. Every refusal is `{ "error": { "code", "message", "field"?, "details"? } }`.',
  }),
);
