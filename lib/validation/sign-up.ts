import { z } from 'zod';
import { accountSentences } from './account-sentences';
import { displayNameSchema, emailSchema, newPasswordSchema } from './accounts';

export const signUpSchema = z
  .object({
    name: displayNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirm: z.string(),
    next: z.string().optional(),
  })
  .refine((input) => input.password === input.confirm, {
    path: ['confirm'],
    message: accountSentences.passwordsDiffer,
  });
