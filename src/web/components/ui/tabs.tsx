import { createContext, useContext, useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cn, focusRing } from './cn.ts';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Tabs>`);
  return context;
}

const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

export type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> &
  // A selected tab is required: it is the tablist's only tab stop.
  ({ value: string; defaultValue?: never } | { value?: never; defaultValue: string }) & {
    onValueChange?: (value: string) => void;
  };

export function Tabs({ value, defaultValue, onValueChange, className, children, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div {...props} className={cn('flex flex-col gap-4', className)}>
        {children}
      </div>
    </TabsContext>
  );
}

const keyTargets: Record<string, (index: number, count: number) => number> = {
  next: (index, count) => (index + 1) % count,
  previous: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The arrow keys follow the writing direction: in Arabic the next tab is to the left. */
function keyTarget(key: string, element: Element): ((index: number, count: number) => number) | undefined {
  const rightToLeft = getComputedStyle(element).direction === 'rtl';
  if (key === 'ArrowRight') return rightToLeft ? keyTargets.previous : keyTargets.next;
  if (key === 'ArrowLeft') return rightToLeft ? keyTargets.next : keyTargets.previous;
  return keyTargets[key];
}

/** Needs an accessible name: pass `aria-label` or `aria-labelledby`. */
export function TabList({ className, onKeyDown, ...props }: ComponentPropsWithRef<'div'>) {
  const { select } = useTabs('TabList');

  // Automatic activation: moving focus with the arrow keys also selects the tab.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const target = keyTarget(event.key, event.currentTarget);
    if (!target || event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === event.target);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[target(index, tabs.length)];
    const nextValue = next?.dataset.value;
    if (!next || nextValue === undefined) return;
    next.focus();
    select(nextValue);
  }

  return (
    <div
      {...props}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={handleKeyDown}
      className={cn('flex gap-1 overflow-x-auto border-b border-slate-200', className)}
    />
  );
}

export type TabProps = Omit<ComponentPropsWithRef<'button'>, 'value'> & { value: string };

export function Tab({ value, className, onClick, ...props }: TabProps) {
  const { baseId, value: selectedValue, select } = useTabs('Tab');
  const selected = value === selectedValue;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      className={cn(
        '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
        className,
      )}
    />
  );
}

export type TabPanelProps = Omit<ComponentPropsWithRef<'div'>, 'value'> & { value: string };

// Inactive panels stay mounted (hidden) so every tab's aria-controls points at a real element and panel state survives.
export function TabPanel({ value, className, ...props }: TabPanelProps) {
  const { baseId, value: selectedValue } = useTabs('TabPanel');
  return (
    <div
      {...props}
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      hidden={value !== selectedValue}
      className={cn('rounded-md', focusRing, className)}
    />
  );
}
