import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-bodies';
import { tournamentSummarySchema } from '@/lib/validation/public-api';
import { tournamentSchema, tournamentSettingsSchema } from '@/lib/validation/tournaments';

export const listTournamentsOperation = defineOperation({
  operationId: 'listTournaments',
  method: 'GET',
  path: '/api/v1/tournaments',
  summary: 'Public tournaments',
  description:
    'Every tournament open for registration, running or finished, soonest first, with how many entries are still in. No account needed.',
  tags: ['Spectators'],
  auth: 'public',
  response: z.object({ tournaments: z.array(tournamentSummarySchema) }),
  cacheControl: PUBLIC_CACHE_CONTROL,
});

export const createTournamentOperation = defineOperation({
  operationId: 'createTournament',
  method: 'POST',
  path: '/api/v1/tournaments',
  summary: 'Create a tournament',
  description:
    'Makes a draft tournament organised by you, at a slug made from its name (`Location` gives its address). Organisers and admins only.',
  tags: ['Organising'],
  auth: 'signed-in',
  body: tournamentSettingsSchema,
  response: tournamentSchema,
  successStatus: 201,
});
