// The server action wrapper: input from a form or an object, the caller required where asked,
// answers a form can show next to its fields, and nothing secret echoed back.
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { formObject, safeAction } from '@/lib/actions/safe-action';
import { anonymous } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { players } from '@/db/schema';
import { insertPlayers } from '@/db/queries/players';
import { setupTestDatabase } from '../db/helpers';
import { makeUser } from '../db/fixtures';
import { actorOf } from '../auth/helpers';
import { form } from './form-data';

const test_ = setupTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

const onSuccess = vi.fn();
const register = safeAction(
  {
    input: z.object({
      email: z.email('Enter an email address.'),
      password: z.string().min(8, 'Use at least 8 characters.'),
      club: z.string().optional(),
    }),
    auth: 'public',
    onSuccess,
  },
  async (input, { actor }) => ({ email: input.email, signedIn: actor.kind === 'user' }),
);

const rename = safeAction({ input: z.object({ name: z.string() }), auth: 'signed-in' }, async ({ name }, { actor }) => {
  if (name === 'taken') throw new AppError('conflict', 'same-name-on-record', 'That name is taken.', { field: 'name' });
  if (name === 'bug') throw new RangeError('index 9 out of range');
  return `${actor.email}: ${name}`;
});

test('form fields are parsed; every field at fault gets its message; the form gets its values back, never the password', async () => {
  const result = await register.run(
    form({ email: 'nope', password: 'short', club: 'Saint John', $ACTION_ID_abc: '' }),
    { actor: anonymous, db: test_.db },
  );
  expect(result).toEqual({
    ok: false,
    error: {
      kind: 'invalid-input',
      code: 'invalid-input',
      message: 'Please correct the fields marked below.',
      fieldErrors: { email: ['Enter an email address.'], password: ['Use at least 8 characters.'] },
      values: { email: 'nope', club: 'Saint John' },
    },
  });
});

test('a valid form or object reaches the service; run() leaves onSuccess to real requests', async () => {
  const user = await makeUser(test_.db);
  expect(
    await register.run(form({ email: 'a@b.test', password: 'long enough' }), { actor: anonymous, db: test_.db }),
  ).toEqual({
    ok: true,
    data: { email: 'a@b.test', signedIn: false },
  });
  expect(
    await register.run({ email: 'a@b.test', password: 'long enough' }, { actor: actorOf(user), db: test_.db }),
  ).toEqual({
    ok: true,
    data: { email: 'a@b.test', signedIn: true },
  });
  expect(onSuccess).not.toHaveBeenCalled();
});

test('a signed-in action refuses anonymous callers before anything runs', async () => {
  expect(await rename.run({ name: 'x' }, { actor: anonymous, db: test_.db })).toMatchObject({
    ok: false,
    error: { kind: 'unauthenticated', code: 'unauthenticated', message: 'Sign in to do this.' },
  });
});

test('a refusal with a field is shown next to that field', async () => {
  const user = await makeUser(test_.db);
  expect(await rename.run(form({ name: 'taken' }), { actor: actorOf(user), db: test_.db })).toEqual({
    ok: false,
    error: {
      kind: 'conflict',
      code: 'same-name-on-record',
      message: 'That name is taken.',
      fieldErrors: { name: ['That name is taken.'] },
      values: { name: 'taken' },
    },
  });
});

test('a bug is logged and answered with a plain sentence', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = await makeUser(test_.db);
  const result = await rename.run({ name: 'bug' }, { actor: actorOf(user), db: test_.db });
  expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  expect(JSON.stringify(result)).not.toContain('index 9');
  expect(log).toHaveBeenCalledWith(expect.any(String), expect.any(RangeError));
  // In the reader's language too: the server words it, as it words every refusal.
  const inFrench = await rename.run({ name: 'bug' }, { actor: actorOf(user), db: test_.db, locale: 'fr' });
  expect(inFrench).toMatchObject({
    ok: false,
    error: { code: 'internal', message: 'Un problème est survenu sur le serveur. Veuillez réessayer.' },
  });
});

test('a field given several times becomes a list', () => {
  expect(formObject(form({ role: ['co-organiser', 'arbiter'], name: 'x' }))).toEqual({
    role: ['co-organiser', 'arbiter'],
    name: 'x',
  });
});

// Stores what it is given, as real actions do: Postgres refuses a NUL in text (22021), so without
// the check in the wrapper the form got "Something went wrong on the server".
const addPlayer = safeAction(
  { input: z.object({ displayName: z.string(), club: z.string().optional() }), auth: 'signed-in' },
  async (input, { db }) => {
    const [player] = await insertPlayers(db, [input], null);
    return player.id;
  },
);

test('a control character in any field is that field’s error, the form keeps what was typed, and nothing is stored', async () => {
  const user = await makeUser(test_.db);
  const before = await test_.db.$count(players);
  const result = await addPlayer.run(form({ displayName: 'Kwame\u0000Boateng', club: 'Saint John' }), {
    actor: actorOf(user),
    db: test_.db,
  });
  const message =
    'The name holds a control character (U+0000), an invisible character no text may contain: remove it and try again.';
  expect(result).toEqual({
    ok: false,
    error: {
      kind: 'invalid-input',
      code: 'invalid-input',
      message,
      fieldErrors: { displayName: [message] },
      details: { reason: 'controlCharacter', character: 'U+0000' },
      values: { displayName: 'Kwame\u0000Boateng', club: 'Saint John' },
    },
  });
  expect(
    await addPlayer.run({ displayName: 'Kwame', club: 'St\u007fJohn' }, { actor: actorOf(user), db: test_.db }),
  ).toMatchObject({
    ok: false,
    error: { code: 'invalid-input', fieldErrors: { club: [expect.stringContaining('U+007F')] } },
  });
  expect(await test_.db.$count(players)).toBe(before);
});
