// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from '../../../web/ui/Button';
import { FieldShell, FormField, TextField } from '../../../web/ui/FormField';

afterEach(cleanup);

describe('FormField', () => {
  it('names its input by the label and ties hint and error to it', () => {
    render(<FormField label="Email" hint="We send the receipt here" error="Enter your email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send the receipt here', 'Enter your email address']);
  });

  it('without an error the input is not marked invalid and describes nothing', () => {
    render(<FormField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('an optional field says so after its label', () => {
    render(<FormField label="Phone" optional />);
    expect(screen.getByRole('textbox', { name: /^Phone\s*\(optional\)$/ })).toBeTruthy();
  });

  it('TextField hands over the text itself', () => {
    const onChange = vi.fn();
    render(<TextField label="City" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Aurora' } });
    expect(onChange).toHaveBeenCalledWith('Aurora');
  });

  it('FieldShell ties a select the same way', () => {
    render(
      <FieldShell label="State" error="Choose your state.">
        {({ inputId, describedBy, invalid }) => (
          <select id={inputId} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
            <option value="">Choose…</option>
          </select>
        )}
      </FieldShell>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Choose your state.');
  });
});

describe('Button', () => {
  it("is a plain button unless it says 'submit', in the look asked for", () => {
    render(
      <form>
        <Button>Save</Button>
        <Button variant="secondary" type="submit" className="extra">
          Send
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('type')).toBe('button');
    expect(save.className).toBe('button button--primary');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('type')).toBe('submit');
    expect(send.className).toBe('button button--secondary extra');
  });

  it('buttonClass gives a link the same look', () => {
    expect(buttonClass('primary')).toBe('button button--primary');
    expect(buttonClass('secondary', 'home-hero__cta')).toBe('button button--secondary home-hero__cta');
  });
});
