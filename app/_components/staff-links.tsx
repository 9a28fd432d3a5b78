'use client';

import { useEffect, useState } from 'react';
import { StaffNav, type StaffLink } from './staff-nav';

/**
 * The staff's links on a public page, asked for from the browser (`/t/<slug>/staff-links`) so the
 * page itself stays the same for everyone: shown to the staff alone, nothing while it loads.
 */
export function StaffLinks({ slug }: { slug: string }) {
  const [links, setLinks] = useState<StaffLink[]>([]);
  useEffect(() => {
    let current = true;
    fetch(`/t/${encodeURIComponent(slug)}/staff-links`, { cache: 'no-store', credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ links: StaffLink[] }>) : { links: [] }))
      .then((body) => current && setLinks(body.links))
      .catch(() => current && setLinks([]));
    return () => {
      current = false;
    };
  }, [slug]);
  return links.length > 0 ? <StaffNav links={links} /> : null;
}
