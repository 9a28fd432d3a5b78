// The tokens of the links we mail (a password reset, an address to verify). Like API tokens, only
// a SHA-256 hash is stored: 32 random bytes (256 bits) are beyond guessing, so a fast hash is
// enough, and a leaked database holds no usable link.
import { createHash, randomBytes } from 'node:crypto';
import type { AccountToken } from '@/db/schema';

/** How long a link works: a reset link briefly (it grants the account), a verification link for two days. */
export const ACCOUNT_TOKEN_LIFETIME_SECONDS: Record<AccountToken['purpose'], number> = {
  'password-reset': 30 * 60,
  'email-verification': 48 * 60 * 60,
};

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function generateAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when the text has the shape of one of our tokens (checked before any lookup). */
export function looksLikeAccountToken(text: string): boolean {
  return tokenPattern.test(text);
}
