import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn, focusRing } from './cn.ts';
import { CloseIcon } from './close-icon.tsx';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it disappears; paused while hovered or focused. */
  duration?: number;
}

interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description: string | undefined;
}

interface ToastContextValue {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast() needs a <ToastProvider> above it');
  return context;
}

const DEFAULT_DURATION = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(({ title, description, variant = 'default', duration = DEFAULT_DURATION }: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, title, description, variant, duration }]);
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const renderList = (items: ToastItem[]) => items.map((item) => <Toast key={item.id} item={item} onDismiss={dismiss} />);

  // Both live regions are always in the DOM: screen readers only announce changes to regions that already exist.
  return (
    <ToastContext value={value}>
      {children}
      <div className="pointer-events-none fixed end-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
        <div role="alert" className="flex flex-col gap-2">
          {renderList(toasts.filter((item) => item.variant === 'destructive'))}
        </div>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {renderList(toasts.filter((item) => item.variant !== 'destructive'))}
        </div>
      </div>
    </ToastContext>
  );
}

const variantClasses: Record<ToastVariant, { box: string; description: string }> = {
  default: { box: 'border-slate-200 bg-white text-slate-900', description: 'text-slate-700' },
  success: { box: 'border-green-200 bg-green-50 text-green-900', description: 'text-green-800' },
  destructive: { box: 'border-red-200 bg-red-50 text-red-900', description: 'text-red-800' },
};

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  // The countdown restarts in full after a pause, so a reader who just looked away still gets time.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.duration, onDismiss]);

  const styles = variantClasses[item.variant];
  return (
    <div
      className={cn('pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg', styles.box)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className={cn('text-sm', styles.description)}>{item.description}</p>}
      </div>
      <button
        type="button"
        aria-label={t`Close notification`}
        onClick={() => onDismiss(item.id)}
        className={cn('-m-1 rounded-md p-1 hover:bg-black/5', focusRing)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
