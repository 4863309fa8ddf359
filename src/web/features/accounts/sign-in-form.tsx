import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { SignInRequestSchema } from '#domain/api/accounts.ts';
import type { SessionUser } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { SecondStepForm } from './second-step-form.tsx';
import { useAuth } from './auth-context.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';

/**
 * Sends a signed-in person on to where `destinationFor` says, once: the destination may be
 * taken from storage that reading clears. Returns the person, so the page can show that it is
 * signing them in instead of the form.
 */
export function useLeaveWhenSignedIn(destinationFor: (user: SessionUser) => string): SessionUser | null {
  const { user } = useAuth();
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (!user || left.current) return;
    left.current = true;
    navigate(destinationFor(user), { replace: true });
  }, [user, navigate, destinationFor]);
  return user;
}

type SignInFormProps = {
  /** A new attempt starts: the page clears what it said about the last one. */
  onAttempt?: () => void;
  /** The server refused the e-mail and password; the page says why in its own words. */
  onRefused: (error: unknown, email: string) => void;
  /** Shown inside the form above the fields, e.g. why the last attempt failed. */
  notice?: ReactNode;
  /** Shown between the password and the button, e.g. the forgotten-password link. */
  afterPassword?: ReactNode;
  /** The organisation's identity provider signed the person in, and their code is due (decision 0054). */
  startAtSecondStep?: boolean;
};

/**
 * E-mail and password, validated by the server's own sign-in schema, then the second-step code
 * when the account has one. Success is announced here; failures are the page's to explain.
 */
export function SignInForm({ onAttempt, onRefused, notice, afterPassword, startAtSecondStep = false }: SignInFormProps) {
  const { t } = useLingui();
  const { signIn } = useAuth();
  const { toast } = useToast();
  const form = useSchemaForm(SignInRequestSchema, { email: '', password: '' });
  // The password was right and the account has a second factor: the code is asked next.
  const [secondStep, setSecondStep] = useState(startAtSecondStep);

  const submit = form.handleSubmit(async ({ email, password }) => {
    onAttempt?.();
    try {
      if ('secondStepRequired' in (await signIn(email, password))) {
        form.resetField('password');
        setSecondStep(true);
        return;
      }
      toast({ title: t(authMessages.signedInTitle), description: t(authMessages.signedInText), variant: 'success' });
    } catch (error) {
      form.showServerErrors(error);
      onRefused(error, email);
    }
  }, onAttempt);

  if (secondStep) return <SecondStepForm onStartOver={() => setSecondStep(false)} />;

  const submitting = form.formState.isSubmitting;
  const email = form.field('email');
  const password = form.field('password');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {notice}
      <Field label={t`Email`} error={email.error} required>
        {/* `webauthn`: the browser may offer passkeys among the suggestions (PasskeySignIn). */}
        <Input type="email" {...inputPropsOf(email)} autoComplete="email webauthn" maxLength={EMAIL_MAX_LENGTH} />
      </Field>
      <Field label={t`Password`} error={password.error} required>
        <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
      </Field>
      {afterPassword}
      <Button type="submit" loading={submitting} className="w-full">
        {submitting ? t`Signing in...` : t`Sign In`}
      </Button>
      <PasskeySignIn />
    </form>
  );
}
