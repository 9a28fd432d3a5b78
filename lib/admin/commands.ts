// The admin commands for self-hosting, on a database handed in (lib/admin/cli.ts opens the real
// one; tests hand in theirs). Each returns its exit code: 0 done, 1 refused, 2 a command line
// that cannot be read. Everything for people goes to `err`, except what a script wants to
// capture (a new token), which alone goes to `out`.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '@/db/client';
import { listOutbox } from '@/db/queries/outbox';
import { findUserByEmail, insertVouchedUser } from '@/db/queries/users';
import { userRoles } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { expectedError, isUniqueViolation } from '@/lib/errors';
import { describeOutboxMail } from '@/lib/mail/outbox-text';
import { insertApiToken } from '@/lib/services/accounts/api-tokens';
import { applyRole } from '@/lib/services/accounts/set-user-role';
import { displayNameSchema, emailSchema, newPasswordSchema } from '@/lib/validation/accounts';
// Installs the messages a refused value is answered with (the command line is read by a person too).
import '@/lib/validation/messages';

const USAGE = `usage:
  npm run admin -- create-user --email <email> --password <password> --role admin|organiser|player [--name <name>]
  npm run admin -- set-role --email <email> --role admin|organiser|player
  npm run admin -- create-token --email <email> [--name <name>]
  npm run admin -- outbox

A password of "-" is read from the first line of standard input (it then stays out of the shell's history).
The token is printed alone on standard output: TOKEN=$(npm run --silent admin -- create-token --email you@example.org)
The outbox is the mail not (yet) handed to an SMTP server: all of it when SMTP_URL is not set.`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads the first line of standard input (for `--password -`). */
  readLine: () => Promise<string>;
}

/** Thrown for a command line that cannot be read: exit 2 with the usage. */
class UsageError extends Error {}

const roleSchema = z.enum(userRoles, `The role must be one of ${userRoles.join(', ')}.`);

function field<T>(schema: z.ZodType<T>, value: string | undefined, flag: string): T {
  if (value === undefined) throw new UsageError(`--${flag} is required.`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${flag}: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/** The command named by argv, parsed; a UsageError when it cannot be read. */
function parseCommand(argv: string[]) {
  const [command, ...rest] = argv;
  const options = {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  } as const;
  let values: { email?: string; password?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  switch (command) {
    case 'create-user':
      return {
        command,
        email: field(emailSchema, values.email, 'email'),
        password: values.password === '-' ? ('-' as const) : field(newPasswordSchema, values.password, 'password'),
        role: field(roleSchema, values.role, 'role'),
        name: values.name === undefined ? null : field(displayNameSchema, values.name, 'name'),
      };
    case 'set-role':
      return {
        command,
        email: field(emailSchema, values.email, 'email'),
        role: field(roleSchema, values.role, 'role'),
      };
    case 'create-token':
      return { command, email: field(emailSchema, values.email, 'email'), name: values.name ?? 'admin CLI' };
    case 'outbox':
      return { command };
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

/** Reads the command line, then runs it on the database the caller opened. */
export async function runAdminCommand(argv: string[], openDb: () => Promise<Db>, io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
    if (parsed.command === 'create-user' && parsed.password === '-') {
      parsed = {
        ...parsed,
        password: field(newPasswordSchema, (await io.readLine()).replace(/\r?\n$/, ''), 'password'),
      };
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    io.err(USAGE);
    return 2;
  }
  try {
    return await execute(parsed, await openDb(), io);
  } catch (error) {
    const expected = expectedError(error);
    if (!expected) throw error;
    if (expected.kind === 'unavailable') {
      io.err(
        `The database cannot be reached (${errorCodeIn(expected.cause) ?? 'no answer'}). Check DATABASE_URL and that PostgreSQL is running.`,
      );
    } else {
      io.err(expected.message);
    }
    return 1;
  }
}

async function execute(parsed: ReturnType<typeof parseCommand>, db: Db, io: CommandIo): Promise<number> {
  if (parsed.command === 'create-user') {
    try {
      // The admin vouches for the address they typed: the account may report at once.
      const user = await insertVouchedUser(db, {
        email: parsed.email,
        name: parsed.name,
        role: parsed.role,
        passwordHash: await hashPassword(parsed.password),
      });
      io.err(`Created ${user.role} ${user.email}. They can sign in now.`);
      return 0;
    } catch (error) {
      if (!isUniqueViolation(error, 'users_email_lower_unique')) throw error;
      io.err(`An account with the email ${parsed.email} already exists. Use set-role to change its role.`);
      return 1;
    }
  }
  if (parsed.command === 'outbox') {
    const mails = await listOutbox(db);
    for (const mail of mails) io.out(describeOutboxMail(mail));
    io.err(
      mails.length === 0
        ? 'The outbox is empty.'
        : `${mails.length} mail${mails.length === 1 ? '' : 's'} in the outbox, oldest first.`,
    );
    return 0;
  }
  const user = await findUserByEmail(db, parsed.email);
  if (!user) {
    io.err(`No account has the email ${parsed.email}. Create it with create-user.`);
    return 1;
  }
  if (parsed.command === 'set-role') {
    const changed = await applyRole(db, user.id, parsed.role);
    io.err(
      changed.sessionVersion === user.sessionVersion
        ? `${user.email} is already ${parsed.role}.`
        : `${user.email} is now ${changed.role}; their older sessions have ended.`,
    );
    return 0;
  }
  const token = await insertApiToken(db, user.id, parsed.name);
  io.out(token.token);
  io.err(
    `Made the API token "${token.name}" (${token.prefix}…) for ${user.email}. It is shown only now; its owner can revoke it on their account page.`,
  );
  return 0;
}

/** The first `code` along the error's cause chain (Drizzle wraps the driver's error). */
function errorCodeIn(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 8;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}
