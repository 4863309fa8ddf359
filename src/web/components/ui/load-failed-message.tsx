import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';

/** A list that could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailedMessage({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <FormMessage tone="error">
      <p className="font-semibold">{title}</p>
      <p>{errorMessage(error, 'Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </FormMessage>
  );
}
