// The kinds of change the audit log can be filtered by, each the actions it groups (the audit page
// names them in the reader's language).

export const AUDIT_KINDS = {
  games: {
    actions: [
      'game-reported',
      'game-reported-confirmed',
      'game-confirmed',
      'game-confirmed-expired',
      'game-disputed',
      'dispute-accepted',
      'dispute-replaced',
      'game-voided',
    ],
  },
  results: {
    actions: ['result-recorded', 'result-corrected', 'result-settled', 'walkover', 'match-reset', 'coin-toss-recorded'],
  },
  entries: {
    actions: [
      'entry-added',
      'late-entry-added',
      'players-imported',
      'players-merged',
      'entry-removed',
      'entry-withdrawn',
      'bye-requested',
      'bye-request-withdrawn',
    ],
  },
  draw: {
    actions: [
      'seeded',
      'forbidden-pair-added',
      'forbidden-pair-removed',
      'pairing-rules-set',
      'tournament-started',
      'round-generated',
      'round-paired-by-hand',
      'tournament-closed',
    ],
  },
  settings: {
    actions: ['tournament-created', 'tournament-updated', 'registration-opened', 'registration-closed'],
  },
} as const satisfies Record<string, { actions: readonly string[] }>;

export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && Object.hasOwn(AUDIT_KINDS, value);
}
