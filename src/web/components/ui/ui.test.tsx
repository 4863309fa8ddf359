import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge.tsx';
import { Button, buttonClasses } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Checkbox } from './checkbox.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Progress } from './progress.tsx';
import { RadioGroup } from './radio-group.tsx';
import { Select } from './select.tsx';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';
import { Textarea } from './textarea.tsx';
import { ToastProvider, useToast, type ToastOptions } from './toast.tsx';

function renderTabs() {
  return render(
    <Tabs defaultValue="scores">
      <TabList aria-label="Results">
        <Tab value="scores">Scores</Tab>
        <Tab value="heatmap">Heat map</Tab>
        <Tab value="roadmap">Roadmap</Tab>
      </TabList>
      <TabPanel value="scores">Scores panel</TabPanel>
      <TabPanel value="heatmap">Heat map panel</TabPanel>
      <TabPanel value="roadmap">Roadmap panel</TabPanel>
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('moves selection and focus with the arrow, Home and End keys', () => {
    renderTabs();
    const [scores, heatmap, roadmap] = screen.getAllByRole('tab');
    if (!scores || !heatmap || !roadmap) throw new Error('expected three tabs');
    expect(scores.getAttribute('aria-selected')).toBe('true');
    expect(scores.tabIndex).toBe(0);
    expect(heatmap.tabIndex).toBe(-1);

    scores.focus();
    fireEvent.keyDown(scores, { key: 'ArrowRight' });
    expect(heatmap.getAttribute('aria-selected')).toBe('true');
    expect(scores.getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(heatmap);
    expect(heatmap.tabIndex).toBe(0);
    expect(screen.getByText('Heat map panel').hidden).toBe(false);
    expect(screen.getByText('Scores panel').hidden).toBe(true);

    fireEvent.keyDown(heatmap, { key: 'End' });
    expect(roadmap.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(roadmap, { key: 'ArrowRight' });
    expect(scores.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(scores, { key: 'ArrowLeft' });
    expect(roadmap.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(roadmap, { key: 'Home' });
    expect(scores.getAttribute('aria-selected')).toBe('true');
  });

  it('moves to the next tab with the left arrow when the page runs right to left', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderTabs();
      const [scores, heatmap] = screen.getAllByRole('tab');
      if (!scores || !heatmap) throw new Error('expected three tabs');
      scores.focus();
      fireEvent.keyDown(scores, { key: 'ArrowLeft' });
      expect(heatmap.getAttribute('aria-selected')).toBe('true');
      fireEvent.keyDown(heatmap, { key: 'ArrowRight' });
      expect(scores.getAttribute('aria-selected')).toBe('true');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('links each tab to its panel', () => {
    renderTabs();
    const tab = screen.getByRole('tab', { name: 'Heat map' });
    fireEvent.click(tab);
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(panel.textContent).toBe('Heat map panel');
  });
});

describe('RadioGroup', () => {
  it('selects an option and reports its value', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="I feel safe speaking up"
        options={[
          { value: '1', label: 'Strongly disagree' },
          { value: '5', label: 'Strongly agree' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: /I feel safe speaking up/ })).toBeTruthy();
    const agree = screen.getByRole<HTMLInputElement>('radio', { name: 'Strongly agree' });
    fireEvent.click(agree);
    expect(agree.checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith('5');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Strongly disagree' }).checked).toBe(false);
  });

  it('describes the group with its error', () => {
    render(<RadioGroup legend="Team" options={[{ value: 'a', label: 'A' }]} error="Choose a team" />);
    const group = screen.getByRole('group');
    const errorId = group.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe('Choose a team');
  });
});

function ToastTrigger(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Notify</Button>;
}

describe('Toast', () => {
  it('shows title and description, and the close button removes it', () => {
    render(
      <ToastProvider>
        <ToastTrigger title="Survey published" description="Invitations are on their way." variant="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByText('Survey published')).toBeTruthy();
    expect(screen.getByText('Invitations are on their way.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Survey published');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Survey published')).toBeNull();
  });

  it('announces destructive toasts as alerts and dismisses them after a while unless hovered', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastTrigger title="Could not save" variant="destructive" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert').textContent).toContain('Could not save');

    const toast = screen.getByText('Could not save').closest('div.pointer-events-auto');
    if (!toast) throw new Error('toast element not found');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Could not save')).not.toBeNull();

    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('requires a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastTrigger title="x" />)).toThrow(/ToastProvider/);
  });
});

describe('Checkbox', () => {
  it('toggles and reports the checked state', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });
});

describe('Field', () => {
  it('labels the control and wires hint and error through aria-describedby', () => {
    render(
      <Field label="Work email" hint="We never show it to your employer." error="Enter a valid email" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Work email/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never show it to your employer.', 'Enter a valid email']);
  });

  it('leaves a valid control unmarked', () => {
    render(
      <Field label="Comment">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });

  it('lets a standalone control show its own error', () => {
    render(<Select aria-label="Department" placeholder="Choose…" options={[{ value: 'eng', label: 'Engineering' }]} error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Department' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const errorId = select.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe('Pick one');
  });
});

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('disables itself and reports busy while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes its classes for links styled as buttons', () => {
    expect(buttonClasses({ variant: 'outline', size: 'sm' })).toContain('border');
  });
});

describe('Dialog', () => {
  function DialogDemo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Close survey?" description="People can no longer answer.">
          <p>Body</p>
        </Dialog>
      </>
    );
  }

  it('opens without showModal support, is named by its title and closes', () => {
    render(<DialogDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Close survey?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('closes on Escape', () => {
    render(<DialogDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});

describe('display components', () => {
  it('renders progress with its value range and name', () => {
    render(<Progress label="Survey progress" value={12} max={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Survey progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('40');
  });

  it('renders card titles at the requested heading level, and badges', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle as="h3">Psychological safety</CardTitle>
        </CardHeader>
        <CardContent>
          <Badge variant="success">Strong</Badge>
        </CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Psychological safety' })).toBeTruthy();
    expect(screen.getByText('Strong').className).toContain('text-green-800');
  });
});
