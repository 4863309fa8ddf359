import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/paths.ts';

const pathsIn = [
  {
    key: 'organisation',
    title: msg`Create an organisation`,
    description: msg`For the person setting CultureLens up.`,
    text: msg`Create your organisation and its administrator account, then invite your people and open an assessment.`,
    to: paths.registerOrganisation,
    action: msg`Create an organisation`,
  },
  {
    key: 'administrator',
    title: msg`Administrator sign-in`,
    description: msg`Your organisation is already on CultureLens.`,
    text: msg`Sign in to manage invitations and assessments, and to see your organisation’s results.`,
    to: paths.login,
    action: msg`Sign in as administrator`,
  },
  {
    key: 'employee',
    title: msg`Employee sign-in`,
    description: msg`You were invited by your organisation.`,
    text: msg`Sign in to answer your organisation’s assessment. Your answers are anonymous.`,
    to: paths.employeeSignIn,
    action: msg`Sign in as employee`,
  },
  {
    key: 'local',
    title: msg`Try it in this browser`,
    description: msg`No account, and nothing leaves your device.`,
    text: msg`Start a local workspace: set up your organisation, add people, and answer on this device to see results, the heat map and a roadmap.`,
    to: paths.alphaWorkspace,
    action: msg`Start a local workspace`,
  },
] as const;

export function AlphaJoinPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Join the Alpha Programme</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>CultureLens is in its alpha programme: early organisations use it and help shape it. Choose how you want to start.</Trans>
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {pathsIn.map((item) => (
          <li key={item.key} className="flex">
            <Card className="flex-1">
              <CardHeader>
                <CardTitle>{t(item.title)}</CardTitle>
                <CardDescription>{t(item.description)}</CardDescription>
              </CardHeader>
              <CardContent className="flex-1 text-sm text-slate-700">
                <p>{t(item.text)}</p>
              </CardContent>
              <CardFooter>
                <Link to={item.to} className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
                  {t(item.action)}
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
