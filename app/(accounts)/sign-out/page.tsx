import type { Metadata } from 'next';
import { SignOutButton } from './sign-out-button';

export const metadata: Metadata = { title: 'Sign out' };

export default function SignOutPage() {
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Sign out</h1>
      <p className="text-stone-700">Sign out of Warri Open on this device. You can still follow every tournament.</p>
      <SignOutButton />
    </div>
  );
}
