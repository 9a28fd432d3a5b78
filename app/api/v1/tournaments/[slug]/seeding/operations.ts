import { defineOperation } from '@/lib/api/operation';
import { seedingResultSchema, seedingSchema } from '@/lib/validation/entries';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const seedEntriesOperation = defineOperation({
  operationId: 'seedEntries',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/seeding',
  summary: 'Seed the field',
  description:
    'Orders the active entries by rating, by a random draw (its seed is kept and answered, so the draw can be replayed), or as given (`order`: every active entry id, seed 1 first). Seeding again replaces the order. Before the start only.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: seedingSchema,
  response: seedingResultSchema,
  errors: {
    'invalid-input': ['bad-order'],
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['no-entries', 'tournament-started'],
  },
});
