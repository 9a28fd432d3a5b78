import { defineOperation } from '@/lib/api/operation';
import { correctionSchema, idPathSchema, previewQuerySchema, resultChangeSchema } from '@/lib/validation/results';

export const correctSeriesResultOperation = defineOperation({
  operationId: 'correctSeriesResult',
  method: 'POST',
  path: '/api/v1/matches/{id}/correction',
  summary: 'Correct a series result',
  description:
    "Another winner, another score, or a walkover instead of a played result. The games stay as reported: the ruling is kept as the match's correction (with the reason, shown on the public match page) and the series score is the counted games plus it; seeds captured stay those of the counted games (none for a walkover). A correction to exactly what the games give withdraws the correction in force. Everything that followed is recomputed. When later matches already have games it is refused (`later-matches-played`, their keys in `details.matches`) unless `force` is true, which resets them and voids their games. `?preview=true` answers what the correction would do, forced (what it would reset), and changes nothing. The reason goes to the audit log.",
  tags: ['Organising'],
  auth: 'signed-in',
  params: idPathSchema,
  query: previewQuerySchema,
  body: correctionSchema,
  response: resultChangeSchema,
  errors: {
    'invalid-input': ['not-in-match', 'bad-result'],
    forbidden: ['not-tournament-staff'],
    'not-found': ['match-not-found'],
    conflict: ['later-matches-played', 'match-not-finished'],
  },
});
