import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { accountSchema } from '@/lib/validation/accounts';

export const getMeOperation = defineOperation({
  operationId: 'getMe',
  method: 'GET',
  path: '/api/v1/me',
  summary: 'Who am I',
  description:
    'The account the request acts as (session cookie or bearer token), with its role and linked player; `user` is null when nobody is signed in.',
  tags: ['Accounts'],
  auth: 'public',
  response: z.object({
    user: accountSchema.nullable(),
    via: z.enum(['session', 'token']).nullable().meta({ description: 'How the request proved who it is.' }),
  }),
});
