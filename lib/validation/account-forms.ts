// What the account page's forms accept.
import { z } from 'zod';
import { accountSentences } from './account-sentences';
import { newPasswordSchema, pinSchema } from './accounts';
import { idField } from './form-fields';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((input) => input.newPassword === input.confirm, {
    path: ['confirm'],
    message: accountSentences.passwordsDiffer,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password you have not used here.',
  });

export const setPinSchema = z
  .object({ password: z.string().min(1, 'Enter your password.'), pin: pinSchema, confirmPin: z.string() })
  .refine((input) => input.pin === input.confirmPin, {
    path: ['confirmPin'],
    message: 'The two PINs are not the same.',
  });

export const clearPinSchema = z.object({ password: z.string().min(1, 'Enter your password.') });

const apiTokenNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the token, e.g. "scorekeeper laptop".')
  .max(60, 'At most 60 characters.');

/** A token acts as its owner until revoked: making one asks for the password, as a new PIN does. */
export const createApiTokenSchema = z.object({
  name: apiTokenNameSchema,
  password: z.string().min(1, 'Enter your password.'),
});

export const revokeApiTokenSchema = z.object({ id: idField });

export const redeemClaimCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code the organiser gave you.').max(40, 'That is too long for a code.'),
});
