// What a person reads when a value is refused: every zod issue becomes a sentence naming the
// field by its label ("The table number must be a whole number."), never zod's own English
// ("Invalid input: expected number, received NaN"). Messages a schema gives itself ("Choose the
// winner of the series.") come first; this map speaks for every issue a schema left unworded.
// It is installed as zod's global error map when this module loads: the places that turn issues
// into answers import it (lib/actions/safe-action.ts, lib/api/handler.ts, lib/admin/commands.ts).
import { z } from 'zod';

/** Every field a form or the API accepts, as a sentence names it (a test holds the list complete). */
export const fieldLabels: Readonly<Record<string, string>> = {
  before: 'the row to page back from',
  capturesNorth: 'the seeds captured by North',
  capturesSouth: 'the seeds captured by South',
  checkedIn: 'whether the player is checked in',
  club: 'the club or parish',
  choices: 'who each line of the list is',
  code: 'the code',
  comment: 'what is wrong with the report',
  confirm: 'the password again',
  confirmPin: 'the PIN again',
  confirmationWindowMinutes: 'the confirmation window',
  country: 'the country code',
  csv: 'the player list',
  currentPassword: 'your current password',
  decision: 'the decision',
  displayName: 'the name',
  doubleRound: 'whether everyone meets twice',
  draws: 'the drawn games',
  email: 'the email address',
  endReason: 'how the game ended',
  endsOn: 'the last day',
  entity: 'the kind of thing',
  entityId: 'the id of the thing',
  entryId: 'the entry’s id',
  file: 'the game file',
  firstMoveRule: 'who moves first in the later games',
  force: 'whether to reset later matches',
  format: 'the format',
  gameId: 'the game’s id',
  gameOneRule: 'who moves first in game 1',
  grandFinalReset: 'the grand-final reset',
  groupSize: 'the group size',
  id: 'the id',
  keepId: 'the record to keep',
  kind: 'the kind of report',
  limit: 'the number of rows',
  line: 'the line of the list',
  loser: 'who lost',
  matchId: 'the match’s id',
  maxGamesPerSeries: 'the game cap',
  mergeId: 'the record to merge',
  message: 'the note to the organiser',
  method: 'the seeding method',
  move: 'the move',
  moves: 'the moves',
  movesSoFar: 'the moves the board shows',
  name: 'the name',
  newPassword: 'the new password',
  next: 'the page to go on to',
  number: 'the game number',
  open: 'whether registration is open',
  opponentPin: 'your opponent’s PIN',
  order: 'the seeding order',
  password: 'the password',
  pin: 'the PIN',
  playerId: 'the player',
  preview: 'whether to preview only',
  qualifiers: 'the qualifiers from each group',
  randomSeed: 'the draw seed',
  rating: 'the rating',
  reason: 'the reason',
  repeatOf: 'the game this record repeats',
  requestId: 'the request’s id',
  role: 'the role',
  sameNameConfirmed: 'whether this is someone else than the players of the same name',
  rounds: 'the number of Swiss rounds',
  ruleSet: 'the rule set',
  selfRegistration: 'whether players may ask to enter',
  slot: 'the slot',
  slug: 'the tournament’s slug',
  south: 'who sat South',
  startsOn: 'the first day',
  tableNumber: 'the table number',
  termination: 'how the game ended off the board',
  thirdPlace: 'the match for third place',
  tieBreakOrder: 'the tie-break order',
  token: 'the form’s token',
  tournamentId: 'the tournament’s id',
  userId: 'the user’s id',
  venue: 'the venue',
  walkover: 'whether it was a walkover',
  winner: 'the result',
  winnerEntryId: 'the winner',
  wins1: 'the first player’s wins',
  wins2: 'the second player’s wins',
  winsNeeded: 'the wins needed',
};

type RawIssue = z.core.$ZodRawIssue;

/** The label of the field an issue is about: its path's last name (an index names the list it is in). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (name === undefined) return 'the input';
  return fieldLabels[name] ?? `the ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const quoted = (value: unknown) => (typeof value === 'string' ? `“${value}”` : String(value));

function listed(values: readonly unknown[], last = 'or'): string {
  const words = values.map(quoted);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

const absent = (input: unknown) => input === undefined || input === null || input === '';

const typeWords: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a JSON object of fields',
  record: 'a JSON object of fields',
  date: 'a date',
};

const sizeUnits: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };

/** A sentence for one issue, about the field it names. */
export function issueMessage(issue: RawIssue): string {
  const path = issue.path ?? [];
  const label = fieldLabel(path);
  const Label = capitalised(label);
  switch (issue.code) {
    case 'invalid_type':
      if (absent(issue.input)) return path.length === 0 ? 'Send the fields as a JSON object.' : `Give ${label}.`;
      return `${Label} must be ${typeWords[issue.expected] ?? `a ${issue.expected}`}.`;
    case 'invalid_value':
      if (absent(issue.input)) return `Choose ${label}.`;
      return issue.values.length === 1
        ? `${Label} must be ${quoted(issue.values[0])}.`
        : `${Label} must be one of ${listed(issue.values)}.`;
    case 'too_small': {
      const unit = sizeUnits[issue.origin];
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `Give ${label}.`;
      if (unit) return `${Label} must have at least ${issue.minimum} ${unit}.`;
      return `${Label} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}.`;
    }
    case 'too_big': {
      const unit = sizeUnits[issue.origin];
      if (unit) return `${Label} must have at most ${issue.maximum} ${unit}.`;
      return `${Label} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}.`;
    }
    case 'invalid_format':
      return formatMessage(issue.format, Label);
    case 'not_multiple_of':
      return `${Label} must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `There is no field ${quoted(issue.keys[0])} here.`
        : `There are no fields ${listed(issue.keys, 'and')} here.`;
    case 'invalid_key':
      return `${Label} has a name that is not valid.`;
    case 'invalid_element':
      return `${Label} holds a value that is not valid.`;
    case 'invalid_union':
      return unionMessage(issue) ?? `${Label} is not valid.`;
    default:
      return `${Label} is not valid.`;
  }
}

function formatMessage(format: string, Label: string): string {
  switch (format) {
    case 'email':
      return `${Label} must be like name@example.com.`;
    case 'uuid':
    case 'guid':
      return `${Label} is not valid.`;
    case 'date':
      return `${Label} must be a date like 2026-10-18.`;
    case 'datetime':
      return `${Label} must be a date and time like 2026-10-18T09:30:00Z.`;
    default:
      return `${Label} is not written the way it should be.`;
  }
}

/**
 * A union's options were each refused. The option the value was meant for is the one refused for
 * something other than its type (a list of unknown tie-breaks, not a list at all): its message is
 * asked again with the union's path, so it names the field; when every option refused the type,
 * the option of the value's own shape (a list or a single value) says what is wanted.
 */
function unionMessage(issue: Extract<RawIssue, { code: 'invalid_union' }>): string | null {
  const options = (issue.inst as z.ZodUnion | undefined)?._zod.def.options as z.ZodType[] | undefined;
  if (!options || issue.errors.length !== options.length) return null;
  const meant = issue.errors.findIndex((errors) => errors.some((inner) => inner.code !== 'invalid_type'));
  const option =
    meant === -1
      ? (options.find((other) => (other._zod.def.type === 'array') === Array.isArray(issue.input)) ?? options[0])
      : options[meant];
  const parsed = option.safeParse(issue.input, {
    error: (inner: RawIssue) =>
      issueMessage({ ...inner, path: [...(issue.path ?? []), ...(inner.path ?? [])] } as RawIssue),
  });
  return parsed.success ? null : parsed.error.issues[0].message;
}

z.config({ customError: issueMessage });
