import { defineOperation } from '@/lib/api/operation';
import { playerSchema } from '@/lib/validation/entries';
import { mergePlayersSchema } from '@/lib/validation/organiser-forms';

export const mergePlayersOperation = defineOperation({
  operationId: 'mergePlayers',
  method: 'POST',
  path: '/api/v1/players/merges',
  summary: 'Merge two records of one player',
  description:
    'Folds `mergeId` into `keepId`: its entries (with their games and results), requests to enter, claim codes and account move to the kept record, which takes any club, country or rating it lacks; `mergeId` is deleted. Both records must be yours to merge (added by you or entered in your tournaments, and in no tournament you do not run; an admin may merge any), not both claimed by accounts, and not both entered in one tournament. Written in the audit log of every tournament concerned.',
  tags: ['Organising'],
  auth: 'signed-in',
  body: mergePlayersSchema,
  response: playerSchema,
  errors: {
    'invalid-input': ['same-player'],
    forbidden: ['not-organiser', 'not-players-organiser'],
    'not-found': ['player-not-found'],
    conflict: ['both-players-linked', 'both-entered'],
  },
});
