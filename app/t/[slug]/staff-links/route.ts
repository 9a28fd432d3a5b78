// The tournament's staff links for whoever asks, fetched by the tournament page in the browser:
// the page itself is then the same for everyone and can be kept rendered (lib/live/kept-pages.ts).
import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { getActor } from '@/lib/auth/actor';
import { tournamentWithRights } from '@/lib/auth/permissions';
import { staffLinks } from '@/app/_components/tournament-page-header';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<NextResponse> {
  const actor = await getActor();
  const db = await getDb();
  const found = actor.kind === 'anonymous' ? null : await tournamentWithRights(db, actor, (await params).slug);
  const t = await getTranslations('manage.nav');
  const links = found ? staffLinks(t, found.tournament.slug, found.rights) : [];
  return NextResponse.json({ links }, { headers: { 'cache-control': 'private, no-store' } });
}
