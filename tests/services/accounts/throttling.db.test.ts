// Throttling per account and address first: whoever guesses from one address soon stops, without
// locking the account's owner out elsewhere; only many addresses together reach the account-wide
// limit. Sign-ups, claim codes and PINs are throttled per address too.
import { beforeAll, describe, expect, test } from 'vitest';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { PER_ACCOUNT, PER_ADDRESS } from '@/lib/auth/throttle';
import { AppError } from '@/lib/errors';
import { redeemClaimCode } from '@/lib/services/accounts/redeem-claim-code';
import { signInWithPassword } from '@/lib/services/accounts/sign-in';
import { signUp } from '@/lib/services/accounts/sign-up';
import { verifyPin } from '@/lib/services/reporting/verify-pin';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser, unique } from '../../db/fixtures';
import { actorOf, outcomeCode } from '../../auth/helpers';

const test_ = setupTestDatabase();
let passwordHash: string;
let pinHash: string;
beforeAll(async () => {
  [passwordHash, pinHash] = await Promise.all([hashPassword('correct horse battery'), hashPassword('4821')]);
});

/** A simulated clock: each try waits as long as the refusal before it said, and is then heard. */
function clock(start = Date.UTC(2026, 2, 1, 12)) {
  let now = start;
  return {
    at: () => new Date(now),
    /** The try's outcome once it is heard (not refused for throttling). */
    async heard(attempt: (at: Date) => Promise<unknown>): Promise<string> {
      for (;;) {
        try {
          await attempt(new Date(now));
          return 'ok';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code !== 'too-many-attempts') return error.code;
          now += (error.retryAfterSeconds ?? 1) * 1000;
        }
      }
    },
  };
}

/** An address of the test range, unique to this run (the database outlives one test). */
const address = (label: string) => `198.51.100.${label}-${unique('a')}`.slice(0, 60);

describe('signing in', () => {
  test('ten failures from address A lock the account there, not for its owner at address B', async () => {
    const email = `${unique('victim')}@example.test`;
    await makeUser(test_.db, { email, passwordHash });
    const [a, b] = [address('a'), address('b')];
    const time = clock();
    const signIn = (clientAddress: string, password: string) => (at: Date) =>
      signInWithPassword(test_.db, { email, password, clientAddress }, at);
    for (let index = 0; index < 10; index += 1)
      expect(await time.heard(signIn(a, 'a guess'))).toBe('invalid-credentials');
    expect(
      await outcomeCode(
        signInWithPassword(test_.db, { email, password: 'correct horse battery', clientAddress: a }, time.at()),
      ),
    ).toBe('too-many-attempts:900');
    expect(
      await outcomeCode(
        signInWithPassword(test_.db, { email, password: 'correct horse battery', clientAddress: b }, time.at()),
      ),
    ).toBe('ok');
  });

  test('failures from many addresses reach the account-wide limit, which holds at any address', async () => {
    const email = `${unique('sprayed')}@example.test`;
    await makeUser(test_.db, { email, passwordHash });
    const time = clock();
    // Three failures from each address: never slowed per address, only the account's count grows.
    const addresses = Array.from({ length: Math.ceil(PER_ACCOUNT.refuseAfter / 3) }, (_, index) =>
      address(`spray${index}`),
    );
    for (let failures = 0; failures < PER_ACCOUNT.refuseAfter; failures += 1) {
      const from = addresses[Math.floor(failures / 3)];
      expect(
        await time.heard((at) => signInWithPassword(test_.db, { email, password: 'a guess', clientAddress: from }, at)),
      ).toBe('invalid-credentials');
    }
    expect(
      await outcomeCode(
        signInWithPassword(
          test_.db,
          { email, password: 'correct horse battery', clientAddress: address('owner') },
          time.at(),
        ),
      ),
    ).toBe(`too-many-attempts:${PER_ACCOUNT.refusalSeconds}`);
  }, 60_000);
});

describe('PINs at the table', () => {
  test('ten wrong PINs from the reporter’s device lock the PIN there, not on the opponent’s own phone', async () => {
    const opponent = await makeUser(test_.db, { passwordHash, pinHash });
    const [reporterDevice, ownPhone] = [address('reporter'), address('opponent')];
    const time = clock();
    for (let guess = 0; guess < 10; guess += 1)
      expect(await time.heard((at) => verifyPin(test_.db, opponent.id, String(1000 + guess), reporterDevice, at))).toBe(
        'wrong-pin',
      );
    expect(await outcomeCode(verifyPin(test_.db, opponent.id, '4821', reporterDevice, time.at()))).toBe(
      'too-many-attempts:900',
    );
    expect(await outcomeCode(verifyPin(test_.db, opponent.id, '4821', ownPhone, time.at()))).toBe('ok');
  });

  test('one address trying many players’ PINs is slowed per address', async () => {
    const from = address('pins');
    const at = clock().at();
    for (let index = 0; index <= PER_ADDRESS.freeFailures; index += 1) {
      const user = await makeUser(test_.db, { pinHash });
      expect(await outcomeCode(verifyPin(test_.db, user.id, '0000', from, at))).toBe('wrong-pin');
    }
    const next = await makeUser(test_.db, { pinHash });
    expect(await outcomeCode(verifyPin(test_.db, next.id, '0000', from, at))).toBe('too-many-attempts:1');
    expect(await outcomeCode(verifyPin(test_.db, next.id, '0000', address('elsewhere'), at))).toBe('wrong-pin');
  });
});

describe('claim codes', () => {
  test('wrong codes from one address are throttled for the account there; the same account elsewhere is not', async () => {
    const actor = actorOf(await makeUser(test_.db, { role: 'player' })) as SignedInActor;
    const [here, there] = [address('claim-here'), address('claim-there')];
    const time = clock();
    for (let guess = 0; guess < 10; guess += 1) {
      expect(
        await time.heard((at) =>
          redeemClaimCode(test_.db, actor, { code: `AAAAA-AAA${String(guess).padStart(2, '0')}` }, here, at),
        ),
      ).toBe('invalid-claim-code');
    }
    expect(await outcomeCode(redeemClaimCode(test_.db, actor, { code: 'AAAAA-BBBBB' }, here, time.at()))).toBe(
      'too-many-attempts:900',
    );
    expect(await outcomeCode(redeemClaimCode(test_.db, actor, { code: 'AAAAA-BBBBB' }, there, time.at()))).toBe(
      'invalid-claim-code',
    );
  });
});

describe('sign-ups', () => {
  test('many sign-ups from one address are slowed, then refused; another address is not affected', async () => {
    const from = address('signups');
    const at = clock().at();
    const signUpFrom = (clientAddress: string) =>
      signUp(
        test_.db,
        {
          email: `${unique('bulk')}@example.test`,
          password: 'a long password',
          name: 'Bulk',
          linkBase: 'http://warri.test',
          locale: 'en',
        },
        clientAddress,
        at,
      );
    for (let index = 0; index <= PER_ADDRESS.freeFailures; index += 1)
      expect(await outcomeCode(signUpFrom(from))).toBe('ok');
    expect(await outcomeCode(signUpFrom(from))).toBe('too-many-attempts:1');
    expect(await outcomeCode(signUpFrom(address('other')))).toBe('ok');
  });
});
