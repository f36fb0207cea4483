import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Z_INDEX } from '../../core/constants';
import './ModalDialog.css';

interface ModalDialogProps {
  /** the dialog's heading, which also names it */
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** where focus goes back on close; by default what had focus when the dialog opened */
  returnFocusTo?: HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog over a dimmed page (§9: dialog z-index 2400, overlay 2000): named by its title,
 * focus moved in on open, kept inside while open and handed back on close, the page behind not
 * scrolling; Escape or a click on the overlay closes it.
 */
export function ModalDialog({ title, onClose, children, className, returnFocusTo }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // A layout effect moves focus in the same commit that shows the dialog: no frame where the dialog
  // is on screen while a keystroke still reaches the page behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening; focus returns to the element of that moment
  useLayoutEffect(() => {
    const opener = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    dialogRef.current?.focus();
    // The page behind stays where it is while the dialog is open.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may be gone (a removed line's button); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div className="modal-dialog__overlay" style={{ zIndex: Z_INDEX.overlay }} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={className ? `modal-dialog ${className}` : 'modal-dialog'}
        style={{ zIndex: Z_INDEX.dialog }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </>,
    document.body,
  );
}
