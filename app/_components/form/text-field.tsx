import { LabelledField } from './labelled-field';

/** A labelled input with its hint and its errors. Shared by every form of the app. */
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
  return (
    <LabelledField id={id} label={label} hint={hint} errors={errors} className={className}>
      {(description) => (
        <input
          {...input}
          id={id}
          name={name}
          {...description}
          className="block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
        />
      )}
    </LabelledField>
  );
}
