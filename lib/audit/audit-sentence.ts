// The audit log as sentences a person reads ("Desiree Walter corrected W1-3: Kwame Boateng wins
// 2–1 (was Trevor Simon 2–0). Reason: score sheet misread."): one renderer per action the services
// write, reading only what that action stores in its before and after, and a plain fallback for an
// action it does not know. Pure: the names of the entries and players a row mentions are looked up
// by the caller (`auditReferences` says which) and handed in.

/** One row of the audit log, as stored. */
export interface AuditFact {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** Who made the change (null: the system) and the names of what the row mentions. */
export interface AuditNames {
  actor: string | null;
  entries: ReadonlyMap<number, string>;
  players: ReadonlyMap<number, string>;
}

type Payload = Record<string, unknown>;

function payload(value: unknown): Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {};
}

function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : [];
}

/** The entry and player ids a row mentions, whose names its sentence needs. */
export function auditReferences(fact: AuditFact): { entries: number[]; players: number[] } {
  const entries: number[] = [];
  const players: number[] = [];
  if (fact.entity === 'entry' && idOf(fact.entityId) !== null) entries.push(idOf(fact.entityId)!);
  for (const side of [payload(fact.before), payload(fact.after)]) {
    for (const key of ['winnerEntryId', 'winner', 'champion']) {
      const id = idOf(side[key]);
      if (id !== null) entries.push(id);
    }
    entries.push(...ids(side.entries), ...ids(side.absent));
    const id = idOf(side.playerId);
    if (id !== null) players.push(id);
    players.push(...ids(side.newPlayers));
  }
  return { entries: [...new Set(entries)], players: [...new Set(players)] };
}

/** What the row says, as one or two sentences. */
export function auditSentence(fact: AuditFact, names: AuditNames): string {
  const say = renderers[fact.action] ?? fallback;
  const sentence = say(new Row(fact, names));
  return fact.reason ? `${sentence}. Reason: ${endSentence(fact.reason.trim())}` : `${sentence}.`;
}

function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** A row with the helpers its renderer reads it through. */
class Row {
  readonly before: Payload;
  readonly after: Payload;
  constructor(
    readonly fact: AuditFact,
    private readonly names: AuditNames,
  ) {
    this.before = payload(fact.before);
    this.after = payload(fact.after);
  }

  get actor(): string {
    return this.names.actor ?? 'The system';
  }

  /** The match's key (W1-3), or a neutral name when the row does not carry it. */
  get match(): string {
    const key = this.after.key ?? this.before.key;
    return typeof key === 'string' ? key : 'a match';
  }

  get game(): string {
    const number = this.after.game ?? this.before.game;
    return `game ${typeof number === 'number' ? number : '?'} of ${this.match}`;
  }

  entry(value: unknown): string {
    const id = idOf(value);
    return id === null ? 'nobody' : (this.names.entries.get(id) ?? `entry ${id}`);
  }

  player(value: unknown): string {
    const id = idOf(value);
    return id === null ? 'a player' : (this.names.players.get(id) ?? `player ${id}`);
  }

  /** "Kwame Boateng wins 2–1", from a series result however it was stored (winnerEntryId or winner; wins; walkover). */
  result(side: Payload): string {
    const winner = side.winnerEntryId ?? side.winner;
    if (winner === null || winner === undefined) return 'no winner';
    if (side.walkover === true || side.resultKind === 'walkover') return `${this.entry(winner)} wins by walkover`;
    return `${this.entry(winner)} wins${score(side.wins, side.draws)}`;
  }
}

/** " 2–1" (the winner's wins first), " 2–1 with 1 draw", or nothing when no score was given. */
function score(wins: unknown, draws: unknown): string {
  if (!Array.isArray(wins) || wins.length !== 2 || !wins.every((value) => typeof value === 'number')) return '';
  const [high, low] = [...(wins as number[])].sort((a, b) => b - a);
  const drawn = typeof draws === 'number' && draws > 0 ? ` with ${draws} ${draws === 1 ? 'draw' : 'draws'}` : '';
  return ` ${high}–${low}${drawn}`;
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const sides: Record<string, string> = { south: 'South won', north: 'North won', draw: 'drawn' };

/** "South won, 28–20 seeds" from a game as the services store it. */
function gameResult(side: Payload): string {
  const result = typeof side.result === 'string' ? sides[side.result] : undefined;
  const captures =
    Array.isArray(side.captures) && side.captures.every((value) => typeof value === 'number')
      ? `, ${side.captures[0]}–${side.captures[1]} seeds`
      : '';
  return result ? `: ${result}${captures}` : '';
}

/** camelCase setting names as words: `confirmationWindowMinutes` → "confirmation window minutes". */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

const seedingMethods: Record<string, string> = { rating: 'by rating', random: 'by a random draw', manual: 'by hand' };
const settledHow: Record<string, string> = { walkover: 'a walkover', bye: 'a bye', played: 'played' };

const renderers: Record<string, (row: Row) => string> = {
  'tournament-created': (row) =>
    `${row.actor} created the tournament${typeof row.after.name === 'string' ? ` “${row.after.name}”` : ''}`,
  'tournament-updated': (row) => `${row.actor} changed the ${list(Object.keys(row.after).map(words)) || 'settings'}`,
  'registration-opened': (row) =>
    `${row.actor} opened registration: the tournament is public and takes requests to enter`,
  'registration-closed': (row) =>
    `${row.actor} closed registration: the tournament is a draft again, seen only by its staff`,
  'entry-added': (row) =>
    `${row.actor} entered ${row.player(row.after.playerId)}${row.after.checkedIn === true ? ', checked in' : ''}`,
  'late-entry-added': (row) =>
    `${row.actor} entered ${row.player(row.after.playerId)} late, while the tournament was running`,
  'players-imported': (row) => {
    const added = ids(row.after.entries).length;
    const created = ids(row.after.newPlayers).length;
    return `${row.actor} imported ${count(added, 'player')} from a list${created > 0 ? ` (${created} new to the records)` : ''}`;
  },
  'entry-removed': (row) =>
    `${row.actor} removed ${typeof row.before.name === 'string' ? row.before.name : row.player(row.before.playerId)} from the entries`,
  'players-merged': (row) => {
    const merged = payload(row.before.merged);
    const kept = payload(row.after.kept);
    const record = (side: Payload) =>
      `${typeof side.displayName === 'string' ? side.displayName : 'a player'}${idOf(side.id) === null ? '' : ` (#${idOf(side.id)})`}`;
    const account = merged.userId ? ' and account' : '';
    return `${row.actor} merged two records of one player: ${record(merged)} into ${record(kept)}, which now holds its entries, games${account}`;
  },
  'entry-withdrawn': (row) => `${row.actor} withdrew ${row.entry(row.fact.entityId)}`,
  seeded: (row) => {
    const method =
      typeof row.after.method === 'string' ? (seedingMethods[row.after.method] ?? row.after.method) : 'again';
    const seed =
      row.after.method === 'random' && row.after.randomSeed ? ` (draw seed ${String(row.after.randomSeed)})` : '';
    return `${row.actor} seeded the field ${method}${seed}`;
  },
  'tournament-started': (row) => {
    const playing = ids(row.after.entries).length;
    const absent = ids(row.after.absent).length;
    const matches = typeof row.after.matches === 'number' ? ` and ${count(row.after.matches, 'match', 'matches')}` : '';
    return `${row.actor} started the tournament with ${count(playing, 'player')}${matches}${absent > 0 ? `; ${count(absent, 'entry', 'entries')} not checked in ${absent === 1 ? 'was' : 'were'} withdrawn` : ''}`;
  },
  'round-generated': (row) => {
    const matches = Array.isArray(row.after.matches) ? row.after.matches.length : 0;
    return `${row.actor} drew round ${String(row.after.round ?? '?')}: ${count(matches, 'match', 'matches')}`;
  },
  'tournament-closed': (row) =>
    `${row.actor} closed the tournament${idOf(row.after.champion) !== null ? `: ${row.entry(row.after.champion)} is the champion` : ''}`,
  'coin-toss-recorded': (row) =>
    `${row.actor} recorded the coin toss of ${row.match}: the ${row.after.coinTossSlot === 2 ? 'second' : 'first'}-named player won it and opens game 1`,
  'game-reported': (row) => `${row.actor} reported ${row.game}${gameResult(row.after)}; it counts once confirmed`,
  'game-reported-confirmed': (row) =>
    `${row.actor} reported ${row.game}${gameResult(row.after)}; as staff, it counts at once`,
  'game-confirmed': (row) => `${row.actor} confirmed ${row.game}${gameResult(row.after)}`,
  'game-confirmed-expired': (row) =>
    `${row.actor} confirmed ${row.game}${gameResult(row.after)}: nobody disputed it in time`,
  'game-disputed': (row) => `${row.actor} disputed ${row.game}`,
  'dispute-accepted': (row) =>
    `${row.actor} settled the dispute over ${row.game}: the report stands${gameResult(row.after)}`,
  'dispute-replaced': (row) =>
    `${row.actor} settled the dispute over ${row.game} with a new record${gameResult(row.after)}`,
  'game-voided': (row) => `${row.actor} voided ${row.game}${gameResult(row.before)}: it no longer counts`,
  'result-recorded': (row) => `${row.actor} recorded the result of ${row.match}: ${row.result(row.after)}`,
  'result-corrected': (row) =>
    `${row.actor} corrected ${row.match}: ${row.result(row.after)} (was ${row.result(row.before).replace(/ wins(?= |$)/, '')})`,
  walkover: (row) => `${row.actor} awarded ${row.match} to ${row.entry(row.after.winnerEntryId)} by walkover`,
  'result-settled': (row) => {
    const result = payload(row.after.result);
    const how = typeof result.how === 'string' ? (settledHow[result.how] ?? result.how) : 'settled';
    return `${row.match} was settled as a consequence: ${how}${result.how === 'played' ? score(result.wins, result.draws) : ''}`;
  },
  'match-reset': (row) => {
    const games = ids(row.before.games);
    return `${row.match} was reset to be played again${games.length > 0 ? `: ${games.length === 1 ? 'game' : 'games'} ${list(games.map(String))} no longer count` : ''}`;
  },
};

/** An action this module does not know: still who, what (its name in words) and on which thing. */
function fallback(row: Row): string {
  const about = row.after.key ?? row.before.key ?? `${row.fact.entity} ${row.fact.entityId}`;
  return `${row.actor}: ${row.fact.action.replace(/[-_]/g, ' ')} (${String(about)})`;
}

/** The actions with a sentence of their own (the unit tests check every action the services write is here). */
export const RENDERED_ACTIONS = Object.keys(renderers);
