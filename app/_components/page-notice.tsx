/** A page that has nothing to show this user, saying why (and, in the text, what they can do). */
export function PageNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-stone-700">{children}</p>
    </div>
  );
}
