// One error taxonomy for the server. Services throw `AppError`; the edges (lib/api/handler.ts for
// route handlers, lib/actions/safe-action.ts for server actions) turn it into an HTTP status or a
// form error. The `kind` decides the status and whether the message is shown; the `code` is the
// specific machine-readable reason (`must-feed`, `later-matches-played`, `duplicate-entry`).
// Anything that is not an AppError is unexpected: logged with its cause, answered as a bare 500.
import type { RefusalCode } from './refusal-codes';

/** Every kind of refusal, with the HTTP status it maps to. */
export const errorStatus = {
  /** Nobody is signed in (or the bearer token is bad): sign in and try again. */
  unauthenticated: 401,
  /** Signed in, but this user may not do this. */
  forbidden: 403,
  'not-found': 404,
  /** The request itself is wrong: a field, a move, a state the operation does not accept. */
  'invalid-input': 400,
  /** The request is fine but clashes with what is stored (a duplicate, a newer change, a race lost). */
  conflict: 409,
  /** The request body is larger than the operation accepts. */
  'too-large': 413,
  /** The request body is not in a form the operation reads (the JSON API reads `application/json`). */
  'unsupported-media-type': 415,
  /** Too many attempts: wait `retryAfterSeconds`. */
  'rate-limited': 429,
  /** The database cannot be reached: try again shortly. */
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

export interface AppErrorOptions {
  /** The input field the error is about (a form field name, or a dotted path into a JSON body). */
  field?: string;
  /** Facts a client can act on (the ply of an illegal move, the keys of the matches a correction resets). Never internals. */
  details?: Record<string, unknown>;
  /** For `rate-limited` and `unavailable`: when to try again. */
  retryAfterSeconds?: number;
  /** The underlying error, kept for the log. */
  cause?: unknown;
}

/** A refusal the user is told about: kind (→ HTTP status), specific code, a sentence for a person. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: RefusalCode;
  readonly field?: string;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(kind: ErrorKind, code: RefusalCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.field = options.field;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.kind];
  }

  /** A refusal of the core (`{ code, message, … }`) as an AppError of the given kind; its other fields become `details`. */
  static fromDomain(kind: ErrorKind, error: DomainError, options: Omit<AppErrorOptions, 'details'> = {}): AppError {
    const { code, message, ...rest } = error;
    const details: Record<string, unknown> = rest;
    return new AppError(kind, code, message, {
      ...options,
      details: Object.keys(details).length > 0 ? details : undefined,
    });
  }
}

/** The refusal shape of the core (core/warri and core/tournament alike): a code and a sentence for a person. */
export interface DomainError {
  code: RefusalCode;
  message: string;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Seconds a client should wait before retrying when the database is unreachable. */
export const DATABASE_RETRY_SECONDS = 5;

// Network failures of `pg` (Node's socket errors) and the SQLSTATEs of a server that is going
// away or refusing connections: class 08 (connection exception), 57P01–57P03 (shutdown, crash,
// cannot connect now), 53300 (too many connections).
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /pglite is closed/i,
];

/**
 * The database-unreachable errors (pg refused or lost the connection, the server is shutting
 * down, PGlite is closed), looked for along the `cause` chain because Drizzle wraps the driver's
 * error. Returns an `unavailable` AppError with a retry hint, or null for any other error.
 */
export function databaseUnavailable(error: unknown): AppError | null {
  for (
    let current = error, depth = 0;
    current && depth < 8;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    if (typeof current !== 'object') break;
    const { code, message } = current as { code?: unknown; message?: unknown };
    const byCode = typeof code === 'string' && (networkErrorCodes.has(code) || unavailableSqlStates.test(code));
    const byMessage = typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message));
    if (byCode || byMessage) {
      return new AppError(
        'unavailable',
        'database-unavailable',
        'The database cannot be reached just now. Please try again in a moment.',
        {
          retryAfterSeconds: DATABASE_RETRY_SECONDS,
          cause: error,
        },
      );
    }
  }
  return null;
}

/** What the edges show: the AppError itself, a database outage as `unavailable`, or null for an unexpected error (a 500). */
export function expectedError(error: unknown): AppError | null {
  return isAppError(error) ? error : databaseUnavailable(error);
}

/**
 * The SQLSTATE and constraint name of a database error (Drizzle wraps the driver's), so a service
 * can turn a lost race on a unique index into a `conflict` instead of a 500.
 */
function databaseErrorCode(error: unknown): { code: string; constraint?: string } | null {
  for (
    let current = error, depth = 0;
    current && depth < 8;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    if (typeof current !== 'object') break;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/** True when the error is a unique violation (23505), of the named constraint or index if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseErrorCode(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}
