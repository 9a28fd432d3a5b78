export default function Loading() {
  return (
    <p role="status" className="animate-pulse py-12 text-center text-stone-600">
      Loading…
    </p>
  );
}
