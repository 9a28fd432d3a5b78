// Passwords and PINs are stored as Argon2id hashes (the database refuses anything else).
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults: 19 MiB and 2 passes, OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
