import { defineOperation } from '@/lib/api/operation';
import { trfImportSchema } from '@/lib/validation/entries';
import { trfImportResultSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const importSwissTrfOperation = defineOperation({
  operationId: 'importSwissTrf',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/trf',
  summary: 'Set a Swiss up from a TRF',
  description:
    'FIDE’s Tournament Report File (TRF-16, with the TRFx lines XXR, XXC, XXA, XXP, XXZ). Its players are entered as new players and seeded in starting-rank order; when it has rounds played they are recorded as finished matches (the first mover in game 1 is white; `+`/`-` walkovers, `U` the bye), the players absent from the last round or named by XXZ withdrawn, and the Swiss started with its next round paired. Everything or nothing: `bad-trf` names the line and column (`details.line`, `details.column`, `details.problem`), `trf-unusable` the player and round (`details.startRank`, `details.round`). For a Swiss not started and without entries. The same file is downloaded from `/t/{slug}/export/swiss.trf?round=N`.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: trfImportSchema,
  response: trfImportResultSchema,
  successStatus: 201,
  errors: {
    'invalid-input': ['bad-trf', 'trf-unusable', 'not-swiss', 'bad-settings', 'bad-entries', 'bad-result'],
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['tournament-started', 'entries-exist'],
  },
});
