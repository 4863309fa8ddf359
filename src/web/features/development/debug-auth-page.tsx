import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage } from '#web/api-errors.ts';
import { paths } from '#web/paths.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { clearBrowserStorage, readBrowserStorage, testAccount } from './browser-storage.ts';

/**
 * /debug-auth (development only): who the server thinks is signed in, what the browser
 * stores, a throwaway account and a clean slate. Passwords are never stored in the browser;
 * the test account's passphrase is shown once, here, and kept nowhere.
 */
export function DebugAuthPage() {
  const { user, organisation, checking, error, signUp, signOut } = useAuth();
  const [stored, setStored] = useState(readBrowserStorage);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  const createTestUser = async () => {
    setProblem(null);
    const account = testAccount();
    try {
      await signUp(account);
      setCreated({ email: account.email, password: account.password });
    } catch (failure) {
      setProblem(errorMessage(failure, t`The test user could not be created.`));
    }
  };
  const clearStorage = async () => {
    if (user) await signOut();
    clearBrowserStorage();
    setStored(readBrowserStorage());
  };

  const { email, password } = created ?? { email: '', password: '' };
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Debug auth</Trans>
      </h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Auth state</Trans>
          </CardTitle>
          <CardDescription>{checking ? t`Checking the session…` : user ? t`Signed in` : t`Signed out`}</CardDescription>
        </CardHeader>
        <CardContent>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <pre className="overflow-x-auto rounded bg-slate-100 p-3 text-xs">{JSON.stringify({ user, organisation }, null, 2)}</pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Stored data</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>What this site keeps in the browser's local and session storage.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {stored.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>Nothing is stored.</Trans>
            </p>
          ) : (
            <dl className="grid gap-2 text-sm">
              {stored.map((entry) => (
                <div key={`${entry.area}:${entry.key}`}>
                  <dt className="font-medium">{`${entry.area} · ${entry.key}`}</dt>
                  <dd className="break-all text-slate-700">{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void createTestUser()}>
          <Trans>Create a test user</Trans>
        </Button>
        <Button variant="outline" onClick={() => void clearStorage()}>
          <Trans>Clear storage</Trans>
        </Button>
      </div>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {created && (
        <FormMessage tone="notice">
          <p>{t`Created ${email} with the passphrase “${password}”. It is shown only now.`}</p>
          <p>
            <Trans>
              Verify it from the{' '}
              <Link to={paths.mailbox} className={textLinkClass}>
                local mailbox
              </Link>
              , then sign in.
            </Trans>
          </p>
        </FormMessage>
      )}
    </section>
  );
}
