// One-time codes that let a user claim a player record. Ten characters of Crockford's base32
// (no I, L, O, U, so nothing reads as another character), shown as `ABCDE-FGH23`: 50 bits, far
// beyond guessing, short enough to read out across a table. Only a SHA-256 hash is stored.
import { createHash, randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** How long a code stays good. */
export const CLAIM_CODE_DAYS = 14;

export function generateClaimCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The code as typed, read leniently: any case, spaces and dashes ignored, O/I/L read as 0/1/1. */
export function normaliseClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function hashClaimCode(typed: string): string {
  return createHash('sha256').update(normaliseClaimCode(typed)).digest('hex');
}

/** True when the typed text could be a code at all (checked before any lookup). */
export function looksLikeClaimCode(typed: string): boolean {
  const normal = normaliseClaimCode(typed);
  return normal.length === CODE_LENGTH && [...normal].every((character) => alphabet.includes(character));
}
