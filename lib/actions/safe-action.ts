// The one wrapper for server actions: parse the input with zod (from a form's FormData or a plain
// object), find out who is asking (required when the action says so), run the service, and answer
// `{ ok: true, data }` or `{ ok: false, error }` that a form shows next to its fields. Refusals
// (AppError) become that error; a database outage says so; anything unexpected is logged with its
// cause and answered with a plain sentence. Cache revalidation and redirects happen in
// `onSuccess`, after the answer is settled, so `redirect()` is never caught as an error.
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { z } from 'zod';
import { getDb } from '@/db/app-database';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { refusalSentence } from '@/i18n/refusal-sentence';
import type { Db } from '@/db/client';
import { getActor, type Actor, type SignedInActor } from '@/lib/auth/actor';
import { clientAddress } from '@/lib/auth/client-address';
import { requireSignedIn } from '@/lib/auth/permissions';
import { AppError, expectedError, type ErrorKind } from '@/lib/errors';
import { linkOrigin } from '@/lib/mail/link-origin';
import { refuseControlCharacters } from '@/lib/validation/control-characters';
import { parseIn, readerFor, type FieldReader } from '@/lib/validation/field-reader';
// Installs the messages every refused value is answered with.
import { fieldsRefused } from '@/lib/validation/messages';

export interface ActionError {
  /** The kind of refusal (lib/errors.ts), e.g. `unauthenticated` to offer a sign-in link; `internal` for a bug. */
  kind: ErrorKind | 'internal';
  code: string;
  message: string;
  /** Messages by form field name, for the fields at fault. */
  fieldErrors?: Record<string, string[]>;
  /** The refusal's facts a page can act on (AppError's `details`: the game a record repeats, the moves saved meanwhile). */
  details?: Record<string, unknown>;
  /** For `rate-limited` and `unavailable`: when to try again, so a form can say it in the reader's language. */
  retryAfterSeconds?: number;
  /**
   * What the form held, so a field drawn afresh can show it again (never passwords or PINs). A
   * repeated field (a list such as tieBreakOrder) keeps its last value only, and need not keep
   * more: a refusal redraws no field (use-form-action.ts resets nothing), and lists live in the
   * form's own state (ReorderList), which a refusal leaves alone.
   */
  values?: Record<string, string>;
}

export type ActionResult<Data> = { ok: true; data: Data } | { ok: false; error: ActionError };

export interface ActionContext<Auth extends 'public' | 'signed-in'> {
  actor: Auth extends 'signed-in' ? SignedInActor : Actor;
  db: Db;
  /** Where the request came from, for throttling (null when unknown). */
  clientAddress: string | null;
  /** The app's origin for links that leave it, in mail (lib/mail/link-origin.ts). */
  linkBase: string;
  /** The request's language, as its pages read: the language of the mail it causes (lib/services/accounts/account-links.ts). */
  locale: Locale;
}

/** What a test hands `run()` in place of the request. */
export interface RunContext {
  actor: Actor;
  db: Db;
  clientAddress?: string | null;
  /** Default `http://localhost:3000`. */
  linkBase?: string;
  /** The reader's language, which refusals and refused fields are worded in; default English. */
  locale?: Locale;
}

export interface SafeActionOptions<Schema extends z.ZodType, Auth extends 'public' | 'signed-in', Data> {
  input: Schema;
  /** `signed-in`: anonymous callers get `unauthenticated` before anything runs. */
  auth: Auth;
  /** Runs after a success on a real request (not in `run`): revalidatePath, redirect. */
  onSuccess?: (data: Data, input: z.output<Schema>) => void | Promise<void>;
}

export interface SafeAction<Input, Data> {
  /** Call from a form action (`FormData`) or from code (an object). */
  (input: Input | FormData): Promise<ActionResult<Data>>;
  /** The same action with the caller and database given (tests, the authorisation matrix); skips `onSuccess`. */
  run(input: Input | FormData, context: RunContext): Promise<ActionResult<Data>>;
  /** The schema it parses its input with (the messages test walks every action's). */
  readonly input: z.ZodType;
}

export function safeAction<Schema extends z.ZodType, Auth extends 'public' | 'signed-in', Data>(
  options: SafeActionOptions<Schema, Auth, Data>,
  service: (input: z.output<Schema>, context: ActionContext<Auth>) => Promise<Data>,
): SafeAction<z.input<Schema>, Data> {
  const action = async (raw: z.input<Schema> | FormData): Promise<ActionResult<Data>> => {
    let outcome: Outcome<z.output<Schema>, Data>;
    try {
      const requestHeaders = await headers();
      outcome = await execute(options, service, raw, {
        actor: await getActor(),
        db: await getDb(),
        clientAddress: clientAddress(requestHeaders),
        linkBase: linkOrigin(requestHeaders),
        locale: (await getLocale()) as Locale,
      });
    } catch (error) {
      outcome = { result: await failure(error, raw, defaultLocale) };
    }
    if (outcome.result.ok && options.onSuccess && outcome.input !== undefined)
      await options.onSuccess(outcome.result.data, outcome.input);
    return outcome.result;
  };
  return Object.assign(action, {
    input: options.input,
    run: async (raw: z.input<Schema> | FormData, context: RunContext) =>
      (await execute(options, service, raw, context)).result,
  });
}

interface Outcome<Input, Data> {
  result: ActionResult<Data>;
  /** The parsed input, when parsing got that far. */
  input?: Input;
}

async function execute<Schema extends z.ZodType, Auth extends 'public' | 'signed-in', Data>(
  options: SafeActionOptions<Schema, Auth, Data>,
  service: (input: z.output<Schema>, context: ActionContext<Auth>) => Promise<Data>,
  raw: z.input<Schema> | FormData,
  context: RunContext,
): Promise<Outcome<z.output<Schema>, Data>> {
  try {
    const actor = options.auth === 'signed-in' ? requireSignedIn(context.actor) : context.actor;
    const input = raw instanceof FormData ? formObject(raw) : raw;
    refuseControlCharacters(input, 'field');
    const reader = await readerFor(context.locale ?? defaultLocale);
    const parsed = parseIn(reader, options.input, input);
    if (!parsed.success)
      return { result: { ok: false, error: { ...invalidInput(parsed.error, reader), values: echoValues(raw) } } };
    const data = await service(parsed.data, {
      actor,
      db: context.db,
      clientAddress: context.clientAddress ?? null,
      linkBase: context.linkBase ?? 'http://localhost:3000',
      locale: context.locale ?? 'en',
    } as ActionContext<Auth>);
    return { result: { ok: true, data }, input: parsed.data };
  } catch (error) {
    return { result: await failure(error, raw, context.locale ?? defaultLocale) };
  }
}

async function failure(error: unknown, raw: unknown, locale: Locale): Promise<ActionResult<never>> {
  const expected = expectedError(error);
  if (!expected) {
    console.error('server action failed:', error);
    return {
      ok: false,
      error: {
        kind: 'internal',
        code: 'internal',
        message: await refusalSentence(locale, {
          code: 'internal',
          message: 'Something went wrong on the server. Please try again.',
        }),
        values: echoValues(raw),
      },
    };
  }
  if (expected.kind === 'unavailable') console.error('server action: database unavailable:', expected.cause);
  return { ok: false, error: await actionError(expected, raw, locale) };
}

async function actionError(error: AppError, raw: unknown, locale: Locale): Promise<ActionError> {
  const message = await refusalSentence(locale, error);
  return {
    kind: error.kind,
    code: error.code,
    message,
    ...(error.field ? { fieldErrors: { [error.field]: [message] } } : {}),
    ...(error.details ? { details: error.details } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    values: echoValues(raw),
  };
}

/** The refused fields, each with its sentences, already in the reader's language (`parseIn`). */
function invalidInput(error: z.ZodError, reader: FieldReader): ActionError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return {
    kind: 'invalid-input',
    code: 'invalid-input',
    message: fieldsRefused(reader),
    fieldErrors,
  };
}

/** A form's fields as an object; a name given several times (checkbox groups) becomes an array. */
export function formObject(formData: FormData): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    // React adds `$ACTION_…` fields of its own to progressively enhanced forms.
    if (key.startsWith('$ACTION')) continue;
    const values = formData.getAll(key);
    object[key] = values.length === 1 ? values[0] : values;
  }
  return object;
}

const secretField = /password|pin|secret|token/i;

function echoValues(raw: unknown): Record<string, string> | undefined {
  if (!(raw instanceof FormData)) return undefined;
  const values: Record<string, string> = {};
  for (const [key, value] of raw.entries()) {
    if (typeof value === 'string' && !secretField.test(key) && !key.startsWith('$ACTION')) values[key] = value;
  }
  return values;
}
