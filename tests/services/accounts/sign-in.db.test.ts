// Signing in: the same answer for an unknown email as for a wrong password, and failed attempts
// slowed, then refused, counted in the database so two app instances count together.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import { signInWithPassword } from '@/lib/services/accounts/sign-in';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser, unique } from '../../db/fixtures';
import { openSecondHandle } from '../../db/second-handle';
import { outcomeCode } from '../../auth/helpers';

const test_ = setupTestDatabase();
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword('correct horse battery');
});

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, seconds));

test('the right password signs in, whatever the case of the email; a wrong one and an unknown email get the same refusal', async () => {
  const email = `${unique('keisha')}@example.test`;
  const user = await makeUser(test_.db, { email, passwordHash });
  const signedIn = await signInWithPassword(test_.db, {
    email: `  ${email.toUpperCase()} `,
    password: 'correct horse battery',
    clientAddress: null,
  });
  expect(signedIn.id).toBe(user.id);

  const wrong = await signInWithPassword(test_.db, { email, password: 'wrong', clientAddress: null }).catch(
    (error: unknown) => error,
  );
  const unknown = await signInWithPassword(test_.db, {
    email: `${unique('nobody')}@example.test`,
    password: 'wrong',
    clientAddress: null,
  }).catch((error: unknown) => error);
  expect(wrong).toBeInstanceOf(AppError);
  expect(unknown).toBeInstanceOf(AppError);
  expect({ ...(wrong as AppError), message: (wrong as AppError).message }).toEqual({
    ...(unknown as AppError),
    message: (unknown as AppError).message,
  });
  expect((wrong as AppError).code).toBe('invalid-credentials');
});

test('an account without a password (another provider) cannot sign in with one', async () => {
  const email = `${unique('oauth')}@example.test`;
  await makeUser(test_.db, { email, passwordHash: null });
  expect(await outcomeCode(signInWithPassword(test_.db, { email, password: '', clientAddress: null }))).toBe(
    'invalid-credentials',
  );
});

test('per email: three free failures, then a doubling wait, then a quarter of an hour; the same for an unknown email', async () => {
  for (const registered of [true, false]) {
    const email = `${unique('slow')}@example.test`;
    if (registered) await makeUser(test_.db, { email, passwordHash });
    const attempt = (seconds: number, password = 'wrong') =>
      outcomeCode(signInWithPassword(test_.db, { email, password, clientAddress: null }, at(seconds)));
    expect([await attempt(0), await attempt(0), await attempt(0), await attempt(0)]).toEqual(
      Array(4).fill('invalid-credentials'),
    );
    expect(await attempt(0)).toBe('too-many-attempts:1');
    expect(await attempt(1)).toBe('invalid-credentials');
    expect(await attempt(1)).toBe('too-many-attempts:2');
    // Failures 6 to 10, each as soon as the wait after the one before is over (2, 4, 8, 16 and 32 s).
    let second = 1;
    for (let failures = 5; failures < 10; failures += 1) {
      second += 2 ** (failures - 3 - 1);
      expect(await attempt(second)).toBe('invalid-credentials');
    }
    expect(await attempt(second)).toBe('too-many-attempts:900');
    // Even the right password waits.
    expect(await attempt(second + 899, 'correct horse battery')).toBe('too-many-attempts:1');
    expect(await attempt(second + 900, 'correct horse battery')).toBe(registered ? 'ok' : 'invalid-credentials');
  }
});

test('a success clears the count for the email', async () => {
  const email = `${unique('reset')}@example.test`;
  await makeUser(test_.db, { email, passwordHash });
  const attempt = (seconds: number, password = 'wrong') =>
    outcomeCode(signInWithPassword(test_.db, { email, password, clientAddress: null }, at(seconds)));
  for (let index = 0; index < 3; index += 1) await attempt(0);
  expect(await attempt(0, 'correct horse battery')).toBe('ok');
  for (let index = 0; index < 4; index += 1) expect(await attempt(1)).toBe('invalid-credentials');
  expect(await attempt(1)).toBe('too-many-attempts:1');
});

test('per client address: many emails tried from one address are slowed too', async () => {
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}-${unique('ip')}`.slice(0, 40);
  const attempt = () =>
    outcomeCode(
      signInWithPassword(
        test_.db,
        { email: `${unique('spray')}@example.test`, password: 'wrong', clientAddress: address },
        at(0),
      ),
    );
  for (let index = 0; index < 21; index += 1) expect(await attempt()).toBe('invalid-credentials');
  expect(await attempt()).toBe('too-many-attempts:1');
  // Another address is not affected.
  expect(
    await outcomeCode(
      signInWithPassword(
        test_.db,
        { email: `${unique('spray')}@example.test`, password: 'wrong', clientAddress: `${address}-b` },
        at(0),
      ),
    ),
  ).toBe('invalid-credentials');
});

let second: Awaited<ReturnType<typeof openSecondHandle>> | undefined;
afterAll(async () => {
  await second?.close();
});

test('two app instances count together, also when their attempts arrive at the same moment', async () => {
  second = await openSecondHandle(test_.database);
  const email = `${unique('race')}@example.test`;
  await makeUser(test_.db, { email, passwordHash });
  const handles = [test_.db, second.database.db];
  // Alternating instances, one after another.
  for (let index = 0; index < 4; index += 1) {
    expect(
      await outcomeCode(
        signInWithPassword(handles[index % 2], { email, password: 'wrong', clientAddress: null }, at(0)),
      ),
    ).toBe('invalid-credentials');
  }
  expect(
    await outcomeCode(signInWithPassword(handles[1], { email, password: 'wrong', clientAddress: null }, at(0))),
  ).toBe('too-many-attempts:1');

  // Twelve at once on a fresh email: exactly the four free ones are heard, whichever instance they reach.
  const raced = `${unique('burst')}@example.test`;
  await makeUser(test_.db, { email: raced, passwordHash });
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      outcomeCode(
        signInWithPassword(handles[index % 2], { email: raced, password: 'wrong', clientAddress: null }, at(0)),
      ),
    ),
  );
  expect(results.filter((result) => result === 'invalid-credentials')).toHaveLength(4);
  expect(results.filter((result) => result === 'too-many-attempts:1')).toHaveLength(8);
  if (!second.separate)
    console.warn('PGlite: one connection stands in for both instances; TEST_DATABASE_URL runs this on two.');
});

test('after a refusal, one more failure within the hour is refused again at once', async () => {
  const email = `${unique('again')}@example.test`;
  const attempt = (seconds: number) =>
    outcomeCode(signInWithPassword(test_.db, { email, password: 'wrong', clientAddress: null }, at(seconds)));
  const times = [0, 0, 0, 0, 1, 3, 7, 15, 31, 63];
  for (const second of times) expect(await attempt(second)).toBe('invalid-credentials');
  expect(await attempt(63 + 900)).toBe('invalid-credentials');
  expect(await attempt(63 + 901)).toBe('too-many-attempts:899');
});
