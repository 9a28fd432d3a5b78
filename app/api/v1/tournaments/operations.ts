import { defineOperation } from '@/lib/api/operation';
import { tournamentSchema, tournamentSettingsSchema } from '@/lib/validation/tournaments';

export const createTournamentOperation = defineOperation({
  operationId: 'createTournament',
  method: 'POST',
  path: '/api/v1/tournaments',
  summary: 'Create a tournament',
  description: 'Makes a draft tournament organised by you, at a slug made from its name (`Location` gives its address). Organisers and admins only.',
  tags: ['Organising'],
  auth: 'signed-in',
  body: tournamentSettingsSchema,
  response: tournamentSchema,
  successStatus: 201,
});
