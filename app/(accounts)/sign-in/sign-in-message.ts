import { describeWait } from '@/lib/auth/throttle';

/** What to tell a person whose sign-in was refused, from the code app/api/auth/[...nextauth]/options.ts passes on. */
export function signInMessage(code: string | null): string {
  const [kind, seconds] = (code ?? '').split(':');
  switch (kind) {
    case 'invalid-credentials':
      return 'That email and password do not match an account. Check them and try again.';
    case 'too-many-attempts':
      return `Too many failed sign-ins. Try again in ${describeWait(Number(seconds) || 60)}.`;
    case 'unavailable':
      return 'We cannot sign you in just now. Please try again in a moment.';
    default:
      return 'Signing in did not work. Please try again.';
  }
}
