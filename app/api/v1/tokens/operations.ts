import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { apiTokenSchema, timestamp } from '@/lib/validation/accounts';
import { createApiTokenSchema } from '@/lib/validation/account-forms';

export const listApiTokensOperation = defineOperation({
  operationId: 'listApiTokens',
  method: 'GET',
  path: '/api/v1/tokens',
  summary: 'Your API tokens',
  description:
    'The tokens of the account the request acts as, newest first, revoked ones included. The secrets themselves are never shown again.',
  tags: ['Accounts'],
  auth: 'signed-in',
  response: z.object({ tokens: z.array(apiTokenSchema) }),
});

export const createApiTokenOperation = defineOperation({
  operationId: 'createApiToken',
  method: 'POST',
  path: '/api/v1/tokens',
  summary: 'Make an API token',
  description:
    'Makes a bearer token acting as you. Needs a signed-in session and your password (a token cannot make tokens). The answer holds the secret, shown this once. Every token is revoked when your password changes or you sign out everywhere.',
  tags: ['Accounts'],
  auth: 'signed-in',
  body: createApiTokenSchema,
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string(),
    createdAt: timestamp,
    token: z.string().meta({ description: 'The bearer token: keep it secret.' }),
  }),
  successStatus: 201,
  errors: {
    'invalid-input': ['wrong-password'],
    forbidden: ['token-cannot-create-tokens'],
    conflict: ['too-many-tokens'],
    'rate-limited': ['too-many-attempts'],
  },
});
