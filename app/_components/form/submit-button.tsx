'use client';

import { useFormStatus } from 'react-dom';

/**
 * A form's submit button that says it is busy while the form is being sent (aria-disabled, not
 * disabled: a disabled button drops the keyboard's focus to the page, and useFormAction ignores a
 * second press anyway); `name` and `value` go
 * with the form when it is the one pressed. `context` is heard by screen readers only, after the
 * text: which row of a list the button acts on ("Remove" → "Remove Keisha Henry").
 */
export function SubmitButton({
  children,
  context,
  pendingText,
  tone = 'primary',
  name,
  value,
}: {
  children: React.ReactNode;
  context?: string;
  pendingText?: string;
  tone?: 'primary' | 'quiet' | 'danger';
  name?: string;
  value?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" name={name} value={value} aria-disabled={pending} className={buttonClass(tone)}>
      {pending ? (
        (pendingText ?? 'Working…')
      ) : context ? (
        <span>
          {children}
          <span className="sr-only"> {context}</span>
        </span>
      ) : (
        children
      )}
    </button>
  );
}

/** The look of the app's buttons, for buttons that are not a form's submit. */
export function buttonClass(tone: 'primary' | 'quiet' | 'danger' = 'primary'): string {
  const base =
    'inline-flex min-h-11 items-center justify-center rounded px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70';
  const tones = {
    primary: 'bg-emerald-800 text-white hover:bg-emerald-900 focus-visible:outline-emerald-800',
    quiet: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100 focus-visible:outline-emerald-800',
    danger: 'border border-red-800 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-800',
  };
  return `${base} ${tones[tone]}`;
}
