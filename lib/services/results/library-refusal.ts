// A refusal of the formats library as the app's error: the request was wrong (a bad setting, a
// result that does not add up) or it clashes with the state of the event (the match is not ready,
// later matches have games). The library's `matches` list travels in `details`.
import { AppError, type ErrorKind } from '@/lib/errors';
import type { TournamentError, TournamentErrorCode } from '@/core/tournament';

const kinds: Record<TournamentErrorCode, ErrorKind> = {
  'bad-entries': 'invalid-input',
  'bad-settings': 'invalid-input',
  'unknown-match': 'not-found',
  'unknown-entry': 'invalid-input',
  'bad-result': 'invalid-input',
  'wrong-format': 'conflict',
  'match-not-ready': 'conflict',
  'match-not-finished': 'conflict',
  'later-matches-played': 'conflict',
  'already-withdrawn': 'conflict',
  'round-not-available': 'conflict',
  'bad-game': 'conflict',
  'bad-pairing': 'invalid-input',
};

export function libraryRefusal(error: TournamentError, field?: string): AppError {
  return AppError.fromDomain(kinds[error.code], error, field ? { field } : {});
}
