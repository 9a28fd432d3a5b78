// The forms of account recovery: asking for a reset link, setting a new password with it, and
// verifying an address.
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './accounts';
import { said } from './field-sentences';

/** A link's token as it arrives from the page (its shape is checked by the service, with one answer for any bad link). */
const linkTokenSchema = z.string().max(100, said('linkNotOurs'));

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ token: linkTokenSchema, password: newPasswordSchema, confirm: z.string() })
  .refine((input) => input.password === input.confirm, {
    path: ['confirm'],
    ...said('passwordsDiffer'),
  });

export const verifyEmailSchema = z.object({ token: linkTokenSchema });
