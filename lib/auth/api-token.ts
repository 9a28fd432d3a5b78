// Bearer tokens for the JSON API. Only a SHA-256 hash is stored: a token is 32 random bytes, far
// beyond guessing, so a fast hash is enough (unlike passwords), and lookups stay one index probe.
import { createHash, randomBytes } from 'node:crypto';

/** Every token starts with this, so a leaked one is easy to recognise (and to scan for). */
const API_TOKEN_PREFIX = 'warri_';

const tokenPattern = /^warri_[A-Za-z0-9_-]{43}$/;

export interface NewApiToken {
  /** Shown to its owner once, never stored. */
  token: string;
  /** The first characters, stored so the owner can tell tokens apart in a list. */
  prefix: string;
  tokenHash: string;
}

export function generateApiToken(): NewApiToken {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: token.slice(0, API_TOKEN_PREFIX.length + 6), tokenHash: hashApiToken(token) };
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when the text has the shape of one of our tokens (checked before any lookup). */
export function looksLikeApiToken(text: string): boolean {
  return tokenPattern.test(text);
}
