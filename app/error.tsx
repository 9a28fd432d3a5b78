'use client';

import { useEffect } from 'react';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">This page could not be loaded</h1>
      <p className="text-stone-700">The server could not answer just now. Please try again in a moment.</p>
      <button
        type="button"
        onClick={() => retry()}
        className="rounded bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        Try again
      </button>
    </div>
  );
}
