import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn, focusRing } from './cn.ts';
import { CloseIcon } from './close-icon.tsx';

export type DialogProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'title'> & {
  open: boolean;
  /** Called on Escape, the close button or a backdrop click; set `open` to false in response. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Actions row, e.g. Cancel / Confirm buttons. */
  footer?: ReactNode;
  /** Backdrop clicks close the dialog unless this is false (e.g. for unsaved forms). */
  closeOnBackdropClick?: boolean;
};

function supportsModal(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === 'function';
}

/** A modal built on the native <dialog>: showModal() gives focus containment, Escape and focus return. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  closeOnBackdropClick = true,
  className,
  children,
  ...props
}: DialogProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Environments without showModal (older browsers, jsdom) get a plain non-modal open dialog.
    if (open && !dialog.open) {
      if (supportsModal(dialog)) dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      {...props}
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Fires after a native close (Escape); only report it when the parent still thinks we are open.
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key === 'Escape' && !supportsModal(event.currentTarget)) onClose();
      }}
      onPointerDown={(event) => {
        props.onPointerDown?.(event);
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        props.onClick?.(event);
        // The inner wrapper fills the dialog box, so a click landing on the <dialog> itself is on the backdrop.
        if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/50',
        className,
      )}
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <h2 id={titleId} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label={t`Close dialog`}
            onClick={onClose}
            className={cn('-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900', focusRing)}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
        {footer && <div className="flex flex-wrap justify-end gap-2">{footer}</div>}
      </div>
    </dialog>
  );
}
