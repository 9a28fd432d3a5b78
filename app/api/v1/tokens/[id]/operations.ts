import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { idField } from '@/lib/validation/form-fields';

export const revokeApiTokenOperation = defineOperation({
  operationId: 'revokeApiToken',
  method: 'DELETE',
  path: '/api/v1/tokens/{id}',
  summary: 'Revoke one of your API tokens',
  description: 'From now on the token is refused with 401. Revoking a revoked token changes nothing.',
  tags: ['Accounts'],
  auth: 'signed-in',
  params: z.object({ id: idField.meta({ description: 'The token’s id, as listed.' }) }),
  response: null,
  errors: { 'not-found': ['token-not-found'] },
});
