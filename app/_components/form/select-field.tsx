import { LabelledField } from './labelled-field';

/** A labelled select with its hint and its errors, as TextField is for inputs. */
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
  return (
    <LabelledField id={id} label={label} hint={hint} errors={errors}>
      {(description) => (
        <select
          {...select}
          id={id}
          name={name}
          {...description}
          className="block min-h-11 w-full rounded border border-stone-400 bg-white px-2 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-[invalid=true]:border-red-700"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
