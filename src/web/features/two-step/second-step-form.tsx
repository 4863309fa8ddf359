import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { authMessages } from '#domain/messages.ts';
import { useAuth } from '#web/features/auth/index.ts';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';

/** The sign-in's second step: a code from the app, or a recovery code. The session starts on success. */
export function SecondStepForm({ onStartOver }: { onStartOver: () => void }) {
  const { completeSecondStep } = useAuth();
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      await completeSecondStep(code);
      toast({ title: authMessages.signedInTitle, description: authMessages.signedInText, variant: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure).code ?? errorMessage(failure, authMessages.signInFailedDefault));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-slate-700">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <Field label="Authentication code" error={error} required>
        <Input name="code" autoComplete="one-time-code" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <Button type="submit" loading={submitting} className="w-full">
        Verify
      </Button>
      <Button type="button" variant="link" onClick={onStartOver} className="self-start">
        Start over
      </Button>
    </form>
  );
}
