import { Trans } from '@lingui/react/macro';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import type { SaveState } from './use-answer-saving.ts';

export interface SaveNoteProps {
  saveState: SaveState;
  /** The choice on screen differs from what the server has. */
  dirty: boolean;
  /** The server has at least one of the person's answers. */
  anySaved: boolean;
}

/** Whether the answer on screen is saved: saving, failed (and why), not yet, or auto-saved. */
export function SaveNote({ saveState, dirty, anySaved }: SaveNoteProps) {
  if (saveState.kind === 'saving')
    return (
      <p className="text-sm text-slate-700">
        <Trans>Saving…</Trans>
      </p>
    );
  if (saveState.kind === 'error') {
    return (
      <FormMessage tone="error">
        <p className="font-semibold">
          <Trans>Your answer was not saved</Trans>
        </p>
        <p>{saveState.message}</p>
        <p>
          <Trans>Your choice is still selected: try again when you are ready.</Trans>
        </p>
      </FormMessage>
    );
  }
  if (dirty) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Not saved yet: your answer is saved when you continue.</Trans>
      </p>
    );
  }
  if (anySaved) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-green-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
        <Trans>Auto-saved</Trans>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <Trans>Your answers are saved automatically as you go.</Trans>
    </p>
  );
}
