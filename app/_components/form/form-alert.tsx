/** The message above a form: what went wrong (announced at once) or what was done. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  if (!children) return null;
  return tone === 'error' ? (
    <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
    >
      {children}
    </p>
  );
}
