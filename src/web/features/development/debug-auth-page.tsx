import { useState } from 'react';
import { Link } from 'react-router';
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

  const createTestUser = async () => {
    setProblem(null);
    const account = testAccount();
    try {
      await signUp(account);
      setCreated({ email: account.email, password: account.password });
    } catch (failure) {
      setProblem(errorMessage(failure, 'The test user could not be created.'));
    }
  };
  const clearStorage = async () => {
    if (user) await signOut();
    clearBrowserStorage();
    setStored(readBrowserStorage());
  };

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Debug auth</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Auth state</CardTitle>
          <CardDescription>{checking ? 'Checking the session…' : user ? 'Signed in' : 'Signed out'}</CardDescription>
        </CardHeader>
        <CardContent>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <pre className="overflow-x-auto rounded bg-slate-100 p-3 text-xs">{JSON.stringify({ user, organisation }, null, 2)}</pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Stored data</CardTitle>
          <CardDescription>What this site keeps in the browser's local and session storage.</CardDescription>
        </CardHeader>
        <CardContent>
          {stored.length === 0 ? (
            <p className="text-sm text-slate-700">Nothing is stored.</p>
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
        <Button onClick={() => void createTestUser()}>Create a test user</Button>
        <Button variant="outline" onClick={() => void clearStorage()}>
          Clear storage
        </Button>
      </div>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {created && (
        <FormMessage tone="notice">
          <p>{`Created ${created.email} with the passphrase “${created.password}”. It is shown only now.`}</p>
          <p>
            Verify it from the{' '}
            <Link to={paths.mailbox} className={textLinkClass}>
              local mailbox
            </Link>
            , then sign in.
          </p>
        </FormMessage>
      )}
    </section>
  );
}
