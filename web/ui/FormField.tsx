import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './FormField.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldShellProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** says '(optional)' after the label */
  optional?: boolean;
  /** the control's id; one of its own otherwise */
  id?: string;
  /** draws the control (an input, a select) with the ids given */
  children: (ids: FieldControlIds) => ReactNode;
}

/**
 * A labelled control with its hint and its error message, tied together for screen readers: the
 * label names the control, the hint and the error describe it, and an error marks it invalid.
 */
export function FieldShell({ label, error, hint, optional, id, children }: FieldShellProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
        {optional && <span className="form-field__optional"> (optional)</span>}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled input with its hint and error; takes every attribute of an input. */
export function FormField({ label, error, hint, optional, id, ...input }: FormFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} id={id}>
      {({ inputId, describedBy, invalid }) => (
        <input id={inputId} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      )}
    </FieldShell>
  );
}

type TextFieldProps = Omit<FormFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A FormField whose change hands over the text itself (forms that keep plain values). */
export function TextField({ onChange, ...field }: TextFieldProps) {
  return <FormField {...field} onChange={(event) => onChange(event.target.value)} />;
}

/** A message above a form: errors are announced, notices are polite. */
export function FormMessage({ kind, children }: { kind: 'error' | 'notice' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
