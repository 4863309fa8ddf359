import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/paths.ts';

const pathsIn = [
  {
    title: 'Create an organisation',
    description: 'For the person setting CultureLens up.',
    text: 'Create your organisation and its administrator account, then invite your people and open an assessment.',
    to: paths.registerOrganisation,
    action: 'Create an organisation',
  },
  {
    title: 'Administrator sign-in',
    description: 'Your organisation is already on CultureLens.',
    text: 'Sign in to manage invitations and assessments, and to see your organisation’s results.',
    to: paths.login,
    action: 'Sign in as administrator',
  },
  {
    title: 'Employee sign-in',
    description: 'You were invited by your organisation.',
    text: 'Sign in to answer your organisation’s assessment. Your answers are anonymous.',
    to: paths.employeeSignIn,
    action: 'Sign in as employee',
  },
  {
    title: 'Try it in this browser',
    description: 'No account, and nothing leaves your device.',
    text: 'Start a local workspace: set up your organisation, add people, and answer on this device to see results, the heat map and a roadmap.',
    to: paths.alphaWorkspace,
    action: 'Start a local workspace',
  },
] as const;

export function AlphaJoinPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Join the Alpha Programme</h1>
        <p className="text-slate-700">
          CultureLens is in its alpha programme: early organisations use it and help shape it. Choose how you want to start.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {pathsIn.map((item) => (
          <li key={item.title} className="flex">
            <Card className="flex-1">
              <CardHeader>
                <CardTitle>{item.title}</CardTitle>
                <CardDescription>{item.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1 text-sm text-slate-700">
                <p>{item.text}</p>
              </CardContent>
              <CardFooter>
                <Link to={item.to} className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
                  {item.action}
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
