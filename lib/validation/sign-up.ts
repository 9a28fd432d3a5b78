import { z } from 'zod';
import { displayNameSchema, emailSchema, newPasswordSchema } from './accounts';
import { said } from './field-sentences';

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
    ...said('passwordsDiffer'),
  });
