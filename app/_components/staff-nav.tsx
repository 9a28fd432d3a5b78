'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

export interface StaffLink {
  href: string;
  label: string;
}

/** The staff's pages of a tournament, the open one marked for the eye and for assistive technology. */
export function StaffNav({ links }: { links: readonly StaffLink[] }) {
  const path = usePathname();
  const t = useTranslations('manage.nav');
  return (
    // The tabs wrap onto a second line on a phone rather than scroll out of sight with no cue.
    <nav aria-label={t('label')} className="-mx-1">
      <ul className="flex flex-wrap gap-1 whitespace-nowrap text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={path === link.href ? 'page' : undefined}
              className="inline-block rounded px-2 py-2 text-emerald-800 underline-offset-4 hover:underline aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
