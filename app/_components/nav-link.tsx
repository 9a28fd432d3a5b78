'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** A navigation link that tells assistive technology, and the eye, which page is open. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const current = usePathname() === href;
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="whitespace-nowrap rounded px-1 py-0.5 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-amber-300 dark:aria-[current=page]:text-amber-700"
    >
      {children}
    </Link>
  );
}
