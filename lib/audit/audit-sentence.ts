// The audit log as sentences a person reads ("Desiree Walter corrected W1-3: Kwame Boateng wins
// 2–1 (was Trevor Simon 2–0). Reason: score sheet misread."): one renderer per action the services
// write, reading only what that action stores in its before and after, and a plain fallback for an
// action it does not know. Pure: the names of the entries and players a row mentions are looked up
// by the caller (`auditReferences` says which) and handed in, and so are the words, a translator of
// the reader's language (the JSON API's is English).
import type { Translator } from '@/i18n/translator';

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
export function auditSentence(t: Translator<'staffPages.auditLines'>, fact: AuditFact, names: AuditNames): string {
  const say = renderers[fact.action] ?? fallback;
  const sentence = say(new Row(t, fact, names), t);
  return fact.reason
    ? t('withReason', { sentence, reason: endSentence(fact.reason.trim()) })
    : t('sentence', { sentence });
}

function endSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** A row with the helpers its renderer reads it through. */
class Row {
  readonly before: Payload;
  readonly after: Payload;
  constructor(
    readonly t: Translator<'staffPages.auditLines'>,
    readonly fact: AuditFact,
    private readonly names: AuditNames,
  ) {
    this.before = payload(fact.before);
    this.after = payload(fact.after);
  }

  get actor(): string {
    const t = this.t;
    return this.names.actor ?? t('theSystem');
  }

  /** The match's key (W1-3), or a neutral name when the row does not carry it. */
  get match(): string {
    const key = this.after.key ?? this.before.key;
    const t = this.t;
    return typeof key === 'string' ? key : t('aMatch');
  }

  get game(): string {
    const number = this.after.game ?? this.before.game;
    const t = this.t;
    return t('gameOf', { number: typeof number === 'number' ? String(number) : '?', match: this.match });
  }

  entry(value: unknown): string {
    const id = idOf(value);
    const t = this.t;
    return id === null ? t('nobody') : (this.names.entries.get(id) ?? t('entryId', { id: String(id) }));
  }

  player(value: unknown): string {
    const id = idOf(value);
    const t = this.t;
    return id === null ? t('aPlayer') : (this.names.players.get(id) ?? t('playerId', { id: String(id) }));
  }

  /** "Kwame Boateng wins 2–1" (or, `was`, "Kwame Boateng 2–1"), from a series result however it was stored (winnerEntryId or winner; wins; walkover). */
  result(side: Payload, was = false): string {
    const t = this.t;
    const winner = side.winnerEntryId ?? side.winner;
    if (winner === null || winner === undefined) return t('noWinner');
    const name = this.entry(winner);
    if (side.walkover === true || side.resultKind === 'walkover')
      return was ? t('wasWalkover', { name }) : t('winsByWalkover', { name });
    const said = score(t, side.wins, side.draws);
    if (said === null) return was ? name : t('winsNoScore', { name });
    return was ? t('wasScore', { name, score: said }) : t('wins', { name, score: said });
  }
}

/** "2–1" (the winner's wins first), "2–1 with 1 draw", or null when no score was given. */
function score(t: Translator<'staffPages.auditLines'>, wins: unknown, draws: unknown): string | null {
  if (!Array.isArray(wins) || wins.length !== 2 || !wins.every((value) => typeof value === 'number')) return null;
  const [high, low] = [...(wins as number[])].sort((a, b) => b - a);
  return typeof draws === 'number' && draws > 0
    ? t('scoreWithDraws', { score: `${high}–${low}`, count: draws })
    : `${high}–${low}`;
}

/** `a`, `a and b`, `a, b and c`. */
function list(t: Translator<'staffPages.auditLines'>, items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : t('listLast', { rest: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/** ": South won, 28–20 seeds" from a game as the services store it, or nothing. */
function gameResult(t: Translator<'staffPages.auditLines'>, side: Payload): string {
  const result =
    side.result === 'south'
      ? t('southWon')
      : side.result === 'north'
        ? t('northWon')
        : side.result === 'draw'
          ? t('drawn')
          : null;
  if (result === null) return '';
  return Array.isArray(side.captures) && side.captures.every((value) => typeof value === 'number')
    ? t('gameResultSeeds', { result, south: side.captures[0], north: side.captures[1] })
    : t('gameResult', { result });
}

/** A changed setting's name in the reader's language (the tournament settings the services store). */
function settingName(t: Translator<'staffPages.auditLines'>, key: string): string {
  switch (key) {
    case 'name':
      return t('settingName');
    case 'venue':
      return t('settingVenue');
    case 'startsOn':
      return t('settingStartsOn');
    case 'endsOn':
      return t('settingEndsOn');
    case 'ruleSet':
      return t('settingRuleSet');
    case 'winsNeeded':
      return t('settingWinsNeeded');
    case 'gameOneRule':
      return t('settingGameOneRule');
    case 'firstMoveRule':
      return t('settingFirstMoveRule');
    case 'maxGamesPerSeries':
      return t('settingMaxGamesPerSeries');
    case 'format':
      return t('settingFormat');
    case 'formatSettings':
      return t('settingFormatSettings');
    case 'tieBreakOrder':
      return t('settingTieBreakOrder');
    case 'selfRegistration':
      return t('settingSelfRegistration');
    case 'confirmationWindowMinutes':
      return t('settingConfirmationWindowMinutes');
    default:
      // A key no setting has today (an older row): its camelCase name as words is all there is to say.
      return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  }
}

function seedingMethod(t: Translator<'staffPages.auditLines'>, method: unknown): string {
  switch (method) {
    case 'rating':
      return t('byRating');
    case 'random':
      return t('byRandomDraw');
    case 'manual':
      return t('byHand');
    default:
      return typeof method === 'string' ? method : t('again');
  }
}

function settledHow(t: Translator<'staffPages.auditLines'>, how: unknown): string {
  switch (how) {
    case 'walkover':
      return t('aWalkover');
    case 'bye':
      return t('aBye');
    case 'played':
      return t('played');
    default:
      return typeof how === 'string' ? how : t('settled');
  }
}

const renderers: Record<string, (row: Row, t: Translator<'staffPages.auditLines'>) => string> = {
  'tournament-created': ({ actor, after }, t) =>
    typeof after.name === 'string'
      ? t('tournamentCreatedNamed', { actor, name: after.name })
      : t('tournamentCreated', { actor }),
  'tournament-updated': ({ actor, after }, t) => {
    const fields = list(
      t,
      Object.keys(after).map((key) => settingName(t, key)),
    );
    return fields ? t('tournamentUpdated', { actor, fields }) : t('settingsUpdated', { actor });
  },
  'registration-opened': ({ actor }, t) => t('registrationOpened', { actor }),
  'registration-closed': ({ actor }, t) => t('registrationClosed', { actor }),
  'entry-added': (row, t) =>
    row.after.checkedIn === true
      ? t('entryAddedCheckedIn', { actor: row.actor, player: row.player(row.after.playerId) })
      : t('entryAdded', { actor: row.actor, player: row.player(row.after.playerId) }),
  'late-entry-added': (row, t) =>
    typeof row.after.grantedPoints === 'number'
      ? t('lateEntryAddedPoints', {
          actor: row.actor,
          player: row.player(row.after.playerId),
          points: row.after.grantedPoints,
        })
      : t('lateEntryAdded', { actor: row.actor, player: row.player(row.after.playerId) }),
  'forbidden-pair-added': (row, t) => {
    const [first, second] = ids(row.after.entries);
    return t('forbiddenPairAdded', { actor: row.actor, first: row.entry(first), second: row.entry(second) });
  },
  'forbidden-pair-removed': (row, t) => {
    const [first, second] = ids(row.before.entries);
    return t('forbiddenPairRemoved', { actor: row.actor, first: row.entry(first), second: row.entry(second) });
  },
  'bye-requested': (row, t) =>
    t('byeRequested', {
      actor: row.actor,
      player: row.entry(row.fact.entityId),
      round: String(row.after.round ?? '?'),
      points: typeof row.after.points === 'number' ? row.after.points : 0,
    }),
  'bye-request-withdrawn': (row, t) =>
    t('byeRequestWithdrawn', {
      actor: row.actor,
      player: row.entry(row.fact.entityId),
      round: String(row.before.round ?? '?'),
    }),
  'pairing-rules-set': ({ actor, after }, t) => {
    const points = typeof after.requestedByePoints === 'number' ? after.requestedByePoints : 0;
    return after.acceleration === 'baku'
      ? t('pairingRulesSetBaku', { actor, points })
      : t('pairingRulesSet', { actor, points });
  },
  'players-imported': ({ actor, after }, t) => {
    const count = ids(after.entries).length;
    const created = ids(after.newPlayers).length;
    return created > 0 ? t('playersImportedNew', { actor, count, created }) : t('playersImported', { actor, count });
  },
  'entry-removed': (row, t) =>
    t('entryRemoved', {
      actor: row.actor,
      player: typeof row.before.name === 'string' ? row.before.name : row.player(row.before.playerId),
    }),
  'players-merged': ({ actor, before, after }, t) => {
    const merged = payload(before.merged);
    const kept = payload(after.kept);
    const record = (side: Payload) => {
      const name = typeof side.displayName === 'string' ? side.displayName : t('aPlayer');
      const id = idOf(side.id);
      return id === null ? name : t('playerRecord', { name, id: String(id) });
    };
    return merged.userId
      ? t('playersMergedWithAccount', { actor, merged: record(merged), kept: record(kept) })
      : t('playersMerged', { actor, merged: record(merged), kept: record(kept) });
  },
  'entry-withdrawn': (row, t) => t('entryWithdrawn', { actor: row.actor, player: row.entry(row.fact.entityId) }),
  seeded: ({ actor, after }, t) => {
    const method = seedingMethod(t, after.method);
    return after.method === 'random' && after.randomSeed
      ? t('seededWithSeed', { actor, method, seed: String(after.randomSeed) })
      : t('seeded', { actor, method });
  },
  'tournament-started': ({ actor, after }, t) => {
    const players = ids(after.entries).length;
    const absent = ids(after.absent).length;
    const started =
      typeof after.matches === 'number'
        ? t('tournamentStartedMatches', { actor, players, matches: after.matches })
        : t('tournamentStarted', { actor, players });
    return absent > 0 ? t('absentWithdrawn', { started, absent }) : started;
  },
  'round-generated': ({ actor, after }, t) =>
    t('roundGenerated', {
      actor,
      round: String(after.round ?? '?'),
      matches: Array.isArray(after.matches) ? after.matches.length : 0,
    }),
  'round-paired-by-hand': ({ actor, after }, t) =>
    t('roundPairedByHand', {
      actor,
      round: String(after.round ?? '?'),
      edits: Array.isArray(after.edits) ? after.edits.length : 0,
      breaches: Array.isArray(after.breaches) ? after.breaches.length : 0,
    }),
  'tournament-closed': (row, t) =>
    idOf(row.after.champion) !== null
      ? t('tournamentClosedChampion', { actor: row.actor, champion: row.entry(row.after.champion) })
      : t('tournamentClosed', { actor: row.actor }),
  'coin-toss-recorded': ({ actor, match, after }, t) =>
    after.coinTossSlot === 2 ? t('coinTossSecond', { actor, match }) : t('coinTossFirst', { actor, match }),
  'game-reported': ({ actor, game, after }, t) => t('gameReported', { actor, game, result: gameResult(t, after) }),
  'game-reported-confirmed': ({ actor, game, after }, t) =>
    t('gameReportedConfirmed', { actor, game, result: gameResult(t, after) }),
  'game-confirmed': ({ actor, game, after }, t) => t('gameConfirmed', { actor, game, result: gameResult(t, after) }),
  'game-confirmed-expired': ({ actor, game, after }, t) =>
    t('gameConfirmedExpired', { actor, game, result: gameResult(t, after) }),
  'game-disputed': ({ actor, game }, t) => t('gameDisputed', { actor, game }),
  'dispute-accepted': ({ actor, game, after }, t) =>
    t('disputeAccepted', { actor, game, result: gameResult(t, after) }),
  'dispute-replaced': ({ actor, game, after }, t) =>
    t('disputeReplaced', { actor, game, result: gameResult(t, after) }),
  'game-voided': ({ actor, game, before }, t) => t('gameVoided', { actor, game, result: gameResult(t, before) }),
  'result-recorded': (row, t) =>
    t('resultRecorded', { actor: row.actor, match: row.match, result: row.result(row.after) }),
  'result-corrected': (row, t) =>
    t('resultCorrected', {
      actor: row.actor,
      match: row.match,
      result: row.result(row.after),
      was: row.result(row.before, true),
    }),
  walkover: (row, t) =>
    t('walkover', { actor: row.actor, match: row.match, winner: row.entry(row.after.winnerEntryId) }),
  'result-settled': ({ match, after }, t) => {
    const result = payload(after.result);
    const how = settledHow(t, result.how);
    const said = result.how === 'played' ? score(t, result.wins, result.draws) : null;
    return said === null ? t('resultSettled', { match, how }) : t('resultSettledScore', { match, how, score: said });
  },
  'match-reset': ({ match, before }, t) => {
    const games = ids(before.games);
    return games.length > 0
      ? t('matchResetGames', { match, count: games.length, games: list(t, games.map(String)) })
      : t('matchReset', { match });
  },
};

/** An action this module does not know: still who, what (its name in words) and on which thing. */
function fallback(row: Row, t: Translator<'staffPages.auditLines'>): string {
  const about = row.after.key ?? row.before.key ?? `${row.fact.entity} ${row.fact.entityId}`;
  return t('unknown', { actor: row.actor, action: row.fact.action.replace(/[-_]/g, ' '), about: String(about) });
}

/** The actions with a sentence of their own (the unit tests check every action the services write is here). */
export const RENDERED_ACTIONS = Object.keys(renderers);
