/** What a control needs to name its hint and errors for assistive technology. */
export interface FieldDescription {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A control's label, hint and errors, tied to it for assistive technology (`aria-describedby`,
 * `aria-invalid`): the one frame of every input and select of the app's forms.
 */
export function LabelledField({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  errors?: string[];
  className?: string;
  children: (description: FieldDescription) => React.ReactNode;
}) {
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
      {children({
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {errors?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
