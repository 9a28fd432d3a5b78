/**
 * A labelled input with its hint and its errors, tied together for assistive technology
 * (`aria-describedby`, `aria-invalid`). Shared by every form of the app.
 */
export function TextField({
  name,
  label,
  hint,
  errors,
  className,
  ...input
}: {
  name: string;
  label: string;
  hint?: React.ReactNode;
  errors?: string[];
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = input.id ?? `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className ?? 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
      />
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
