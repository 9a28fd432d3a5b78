import { LoadingNote } from '@/app/_components/loading-note';

export default function Loading() {
  return <LoadingNote>Loading…</LoadingNote>;
}
