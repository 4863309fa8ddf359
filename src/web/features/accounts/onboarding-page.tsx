import { Link, Navigate } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/paths.ts';
import { useAuth } from './auth-context.tsx';

/** For a signed-in person who does not belong to an organisation yet (RequireAuth wraps this route). */
export function OnboardingPage() {
  const { user, organisation } = useAuth();
  if (!user) return null;
  if (organisation || user.organisationId) return <Navigate to={paths.dashboard} replace />;

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Welcome, {user.firstName}</h1>
        <p className="text-slate-700">
          Your account ({user.email}) does not belong to an organisation yet. Everyone on CultureLens belongs to one
          organisation, and there are two ways in.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Join your organisation</CardTitle>
            <CardDescription>If your organisation already uses CultureLens.</CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-slate-700">
            <p>
              You need an invitation from your organisation&apos;s administrator. Ask them to invite you; the invitation
              email brings you into the organisation.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Create an organisation</CardTitle>
            <CardDescription>If your organisation is new to CultureLens.</CardDescription>
          </CardHeader>
          <CardContent className="text-sm text-slate-700">
            <p>
              An account that already exists cannot become an organisation&apos;s administrator. Creating an
              organisation sets up a new administrator account, with a different email address, and signs you in as
              that account.
            </p>
          </CardContent>
          <CardFooter>
            <Link to={paths.registerOrganisation} className={buttonClasses({ variant: 'primary' })}>
              Create an organisation
            </Link>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
