/**
 * What shows while a part of a page is still loading. `data-loading` marks it, so end-to-end
 * tests can wait until every such part has arrived.
 */
export function LoadingNote({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" data-loading className="animate-pulse py-10 text-center text-stone-600">
      {children}
    </p>
  );
}
