import { defineOperation } from '@/lib/api/operation';
import { newPlayerSchema, playerSchema } from '@/lib/validation/entries';

export const createPlayerOperation = defineOperation({
  operationId: 'createPlayer',
  method: 'POST',
  path: '/api/v1/players',
  summary: 'Add a player record',
  description:
    'A player on record, not yet linked to an account (hand them a claim code from /organise to link it). Organisers and admins only. To enter a new player straight into a tournament, POST its entries instead. When players of the same name (without case, accents or spacing) are on record, answers 409 `same-name-on-record` with them in `details.namesakes`; send `sameNameConfirmed: true` once you know this is someone else.',
  tags: ['Organising'],
  auth: 'signed-in',
  body: newPlayerSchema,
  response: playerSchema,
  successStatus: 201,
  errors: { forbidden: ['not-organiser'], conflict: ['same-name-on-record'] },
});
