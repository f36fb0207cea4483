import { type FormEvent, useEffect, useRef } from 'react';
import type { ContactFieldErrors, ContactValues } from '../../../core/contact/rules';
import { Button } from '../../ui/Button';
import { FieldShell, type FieldControlIds } from '../../ui/FormField';
import type { ContactFormContent } from './contact-api';

type Field = ContactFormContent['fields'][number];

interface ContactFormProps {
  form: ContactFormContent;
  values: ContactValues;
  errors: ContactFieldErrors;
  /** bumped to move focus to the first invalid field */
  focusRequest: number;
  busy: boolean;
  onChange: (name: Field['name'], text: string) => void;
  onSubmit: () => void;
}

/** The id of a field's control, so the first invalid one can be focused. */
const controlId = (name: string) => `contact-${name}`;

/** 'Tell us … (12 of 2000 characters)': the textarea counts what is typed; over the maximum it says so as an error does. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'contact-form__count contact-form__count--over' : 'contact-form__count'}>
      {length} of {max} characters
    </span>
  );
}

function Control({
  field,
  value,
  onChange,
  ids,
  topics,
}: {
  field: Field;
  value: string;
  onChange: (text: string) => void;
  ids: FieldControlIds;
  topics: ContactFormContent['topics'];
}) {
  const shared = {
    id: ids.inputId,
    name: field.name,
    value,
    required: field.required,
    autoComplete: field.autocomplete,
    'aria-invalid': ids.invalid || undefined,
    'aria-describedby': ids.describedBy,
  };
  if (field.type === 'select') {
    return (
      <select {...shared} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a {field.label.toLowerCase()}</option>
        {topics.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {topic.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'textarea') return <textarea {...shared} rows={7} onChange={(event) => onChange(event.target.value)} />;
  return <input {...shared} type={field.type} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * The contact form drawn from get-contact: one control per field, each with its label, hint and
 * error under it. A failed check moves focus to the first field at fault (its error is read out
 * with it). The check itself is the caller's (core's rules, use-contact-submission.ts).
 */
export function ContactForm({ form, values, errors, focusRequest, busy, onChange, onSubmit }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves focus, not each error cleared while typing
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.fields.find((field) => errors[field.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${controlId(first.name)}`)?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={submit} noValidate aria-label="Contact form">
      {form.fields.map((field) => {
        const value = values[field.name] ?? '';
        const hint =
          field.type === 'textarea' ? (
            <>
              {field.hint && <>{field.hint} </>}
              <Counter length={value.trim().length} max={field.maxLength} />
            </>
          ) : (
            field.hint
          );
        return (
          <FieldShell
            key={field.name}
            id={controlId(field.name)}
            label={field.label}
            optional={!field.required}
            hint={hint}
            error={errors[field.name]}
          >
            {(ids) => (
              <Control field={field} value={value} ids={ids} topics={form.topics} onChange={(text) => onChange(field.name, text)} />
            )}
          </FieldShell>
        );
      })}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
