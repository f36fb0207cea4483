import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled control with its hint and its error message, tied together for screen readers. */
export function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'checkout-field checkout-field--invalid' : 'checkout-field'}>
      <label htmlFor={inputId} className="checkout-field__label">
        {label}
        {optional && <span className="checkout-field__optional"> (optional)</span>}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

/** A text input with label and per-field error. */
export function TextField({ label, value, onChange, error, hint, optional, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...input}
          id={inputId}
          className="checkout-field__input"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
