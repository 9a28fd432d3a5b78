import { defineOperation } from '@/lib/api/operation';
import { newRoundSchema } from '@/lib/validation/organiser-api';
import {
  swissCheckSchema,
  swissDraftSchema,
  swissPreviewSchema,
  swissPublicationSchema,
} from '@/lib/validation/swiss-pairing';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

const base = {
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
} as const;

const refusals = {
  forbidden: ['not-tournament-manager'],
  'not-found': ['tournament-not-found'],
  conflict: ['tournament-not-running', 'round-not-available', 'wrong-format'],
} as const;

export const previewSwissRoundOperation = defineOperation({
  ...base,
  operationId: 'previewSwissRound',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}/rounds/next',
  summary: 'Preview the next Swiss round',
  description:
    'The FIDE Dutch pairing of the next round, not published: its boards (`first` moves first in game 1), the bye, what each board breaks, the colour rule (E.1–E.5) of each board and, per score bracket, who was moved down, who floated and the quality criteria it could not meet. `basis` goes with a publication.',
  response: swissPreviewSchema,
  errors: refusals,
});

export const checkSwissPairingOperation = defineOperation({
  ...base,
  operationId: 'checkSwissPairing',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/rounds/next/check',
  summary: 'Check a hand-made pairing of the next Swiss round',
  description:
    'What each board of the pairing breaks (`absolute`: C.1–C.3, C.04.1 f, g) and whom it leaves unpaired. Changes nothing; a player paired twice or not to be paired this round is refused (`bad-pairing`, `details.entries`).',
  body: swissDraftSchema,
  response: swissCheckSchema,
  errors: { ...refusals, 'invalid-input': ['bad-pairing'] },
});

export const pairSwissRestOperation = defineOperation({
  ...base,
  operationId: 'pairSwissRest',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/rounds/next/rest',
  summary: 'Pair the players a hand-made pairing leaves unpaired',
  description:
    'The Dutch system pairs the players the draft leaves unpaired, every board of the draft kept; answers the completed draft and its check. Changes nothing.',
  body: swissDraftSchema,
  response: swissCheckSchema.extend({ draft: swissDraftSchema }).meta({ id: 'SwissDraftCompleted' }),
  errors: { ...refusals, 'invalid-input': ['bad-pairing'] },
});

export const publishSwissRoundOperation = defineOperation({
  ...base,
  operationId: 'publishSwissRound',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/rounds/next',
  summary: 'Publish the next Swiss round as drawn',
  description:
    'Publishes the pairing given (boards in order, `first` moves first). The proposal unchanged is published as `generateNextRound`; a pairing changed by hand is audited with its `edits` and the breaches accepted. A `basis` other than the current one is refused (`stale-pairing`): something the pairing depends on changed.',
  body: swissPublicationSchema,
  response: newRoundSchema,
  successStatus: 201,
  errors: {
    ...refusals,
    'invalid-input': ['bad-pairing'],
    conflict: [...refusals.conflict, 'stale-pairing'],
  },
});
