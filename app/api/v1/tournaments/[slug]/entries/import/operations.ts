import { defineOperation } from '@/lib/api/operation';
import { importPreviewSchema, playerImportSchema } from '@/lib/validation/entries';
import { importResultSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

const csvDescription =
  'The CSV is a header line naming the columns (`name` required; `club`, `country`, `rating` optional; others ignored), then one player a line. A line is matched to a player on record by name (and club when given), else makes a new player.';

export const previewPlayerImportOperation = defineOperation({
  operationId: 'previewPlayerImport',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/entries/import/preview',
  summary: 'Preview a player list (CSV)',
  description: `${csvDescription} Changes nothing: answers every line as it would be imported, with its problems.`,
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: playerImportSchema,
  response: importPreviewSchema,
  errors: { forbidden: ['not-tournament-manager'], 'not-found': ['tournament-not-found'] },
});

export const importPlayersOperation = defineOperation({
  operationId: 'importPlayers',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/entries/import',
  summary: 'Enter a player list (CSV)',
  description: `${csvDescription} Enters everyone, or, if any line has a problem, nobody (\`import-has-errors\` lists the lines in \`details.lines\`). Before the start only.`,
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: playerImportSchema,
  response: importResultSchema,
  successStatus: 201,
  errors: {
    'invalid-input': ['import-has-errors', 'import-empty', 'bad-csv'],
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['tournament-started', 'already-entered'],
  },
});
