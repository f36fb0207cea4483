import type { ComponentPropsWithRef } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The classes of the shop's button look, for a link drawn as a button; `extra` adds the place's own class. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `button button--${variant} ${extra}` : `button button--${variant}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary: the one action a screen leads to; secondary: the others */
  variant?: ButtonVariant;
}

/** A button in the shop's look. Its type is 'button' unless it says 'submit': no form is sent by accident. */
export function Button({ variant = 'primary', className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...button} />;
}
