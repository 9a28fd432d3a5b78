import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="text-stone-700">
        There is nothing at this address. The tournament may have moved or not be public yet.
      </p>
      <Link href="/" className="font-medium text-emerald-800 underline underline-offset-4">
        See all tournaments
      </Link>
    </div>
  );
}
