// What our next-auth callbacks pass along: the session version and id (lib/auth/session-user.ts).
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    sessionVersion?: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    sv?: number;
    sid?: string;
  }
}
