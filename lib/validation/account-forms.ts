// What the account page's forms accept.
import { z } from 'zod';
import { said } from './field-sentences';
import { newPasswordSchema, pinSchema } from './accounts';
import { idField } from './form-fields';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, said('currentPasswordMissing')),
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((input) => input.newPassword === input.confirm, {
    path: ['confirm'],
    ...said('passwordsDiffer'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    ...said('passwordReused'),
  });

export const setPinSchema = z
  .object({ password: z.string().min(1, said('passwordMissing')), pin: pinSchema, confirmPin: z.string() })
  .refine((input) => input.pin === input.confirmPin, {
    path: ['confirmPin'],
    ...said('pinsDiffer'),
  });

export const clearPinSchema = z.object({ password: z.string().min(1, said('passwordMissing')) });

const apiTokenNameSchema = z.string().trim().min(1, said('tokenNameMissing')).max(60, said('atMostCharacters', 60));

/** A token acts as its owner until revoked: making one asks for the password, as a new PIN does. */
export const createApiTokenSchema = z.object({
  name: apiTokenNameSchema,
  password: z.string().min(1, said('passwordMissing')),
});

export const revokeApiTokenSchema = z.object({ id: idField });

export const redeemClaimCodeSchema = z.object({
  code: z.string().trim().min(1, said('claimCodeMissing')).max(40, said('claimCodeTooLong')),
});
