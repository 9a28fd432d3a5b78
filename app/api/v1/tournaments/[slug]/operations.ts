import { defineOperation } from '@/lib/api/operation';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-bodies';
import { tournamentPatchSchema } from '@/lib/validation/organiser-api';
import { publicTournamentSchema } from '@/lib/validation/public-api';
import { tournamentPathSchema, tournamentSchema } from '@/lib/validation/tournaments';

export const getTournamentOperation = defineOperation({
  operationId: 'getTournament',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}',
  summary: 'One tournament: stages, matches with series scores, standings',
  description:
    'The draw as spectators see it: each stage with every match (its players, series score, status and where the winner goes), the standings of league parts with what separated each row, and the champion once there is one. No account needed.',
  tags: ['Spectators'],
  auth: 'public',
  params: tournamentPathSchema,
  response: publicTournamentSchema,
  errors: { 'not-found': ['tournament-not-found'] },
  cacheControl: PUBLIC_CACHE_CONTROL,
});

export const updateTournamentOperation = defineOperation({
  operationId: 'updateTournament',
  method: 'PATCH',
  path: '/api/v1/tournaments/{slug}',
  summary: 'Change a tournament’s set-up',
  description:
    'Changes the fields given; the merged set-up is checked whole (a Swiss needs its rounds, …). The slug stays. Every change is in the audit log.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: tournamentPatchSchema,
  response: tournamentSchema,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['settings-locked', 'tournament-finished'],
  },
});
