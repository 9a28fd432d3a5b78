import { LoadingNote } from '../_components/loading-note';

export default function Loading() {
  return <LoadingNote>Loading the tournaments…</LoadingNote>;
}
