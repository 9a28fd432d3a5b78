import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { auditLineSchema, auditQuerySchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const listAuditLogOperation = defineOperation({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}/audit',
  summary: 'The audit log',
  description:
    'Every change to the tournament’s set-up, draw and results, newest first, with who made it and why. Its organisers and arbiters only.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  query: auditQuerySchema,
  response: z.object({ lines: z.array(auditLineSchema) }),
  errors: { forbidden: ['not-tournament-staff'], 'not-found': ['tournament-not-found'] },
});
