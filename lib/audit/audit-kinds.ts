// The kinds of change the audit log can be filtered by, each the actions it groups.

export const AUDIT_KINDS = {
  games: {
    label: 'Games reported, confirmed, disputed or voided',
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
    label: 'Results, walkovers and corrections',
    actions: ['result-recorded', 'result-corrected', 'result-settled', 'walkover', 'match-reset', 'coin-toss-recorded'],
  },
  entries: {
    label: 'Entries, withdrawals and merged players',
    actions: [
      'entry-added',
      'late-entry-added',
      'players-imported',
      'players-merged',
      'entry-removed',
      'entry-withdrawn',
    ],
  },
  draw: {
    label: 'Seeding, the start and new rounds',
    actions: ['seeded', 'tournament-started', 'round-generated', 'tournament-closed'],
  },
  settings: {
    label: 'Settings and registration',
    actions: ['tournament-created', 'tournament-updated', 'registration-opened', 'registration-closed'],
  },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;

export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && Object.hasOwn(AUDIT_KINDS, value);
}
