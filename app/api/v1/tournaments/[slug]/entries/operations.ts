import { defineOperation } from '@/lib/api/operation';
import { addEntrySchema, entrySchema } from '@/lib/validation/entries';
import { entryListSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const listEntriesOperation = defineOperation({
  operationId: 'listEntries',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}/entries',
  summary: 'The entries, with check-in',
  description:
    'Every entry of the tournament with its player, seed, check-in and status, and the counts. Its organisers and arbiters only.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  response: entryListSchema,
  errors: { forbidden: ['not-tournament-staff'], 'not-found': ['tournament-not-found'] },
});

export const addEntryOperation = defineOperation({
  operationId: 'addEntry',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/entries',
  summary: 'Enter a player',
  description:
    'Enters a player on record (`playerId`) or a new player (`displayName`, `club`, `country`, `rating`). Before the start; a running Swiss also takes late entries, paired from its next round.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: addEntrySchema,
  response: entrySchema,
  successStatus: 201,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found', 'player-not-found'],
    conflict: ['already-entered', 'tournament-started'],
  },
});
