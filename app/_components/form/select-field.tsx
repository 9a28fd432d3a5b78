/**
 * A labelled select with its hint and its errors, tied together for assistive technology, as
 * TextField is for inputs.
 */
export function SelectField({
  name,
  label,
  hint,
  errors,
  options,
  ...select
}: {
  name: string;
  label: string;
  hint?: React.ReactNode;
  errors?: string[];
  options: { value: string; label: string }[];
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = select.id ?? `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <select
        {...select}
        id={id}
        name={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="block min-h-11 w-full rounded border border-stone-400 bg-white px-2 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
