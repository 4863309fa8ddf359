import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '#domain/api/accounts.ts';
import type { Ability } from '#domain/permissions.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { paths } from '#web/paths.ts';
import { userCan } from '#web/features/accounts/index.ts';

interface Action {
  to: string;
  label: MessageDescriptor;
  text: MessageDescriptor;
  /** What the action's page needs; none: every member. */
  ability?: Ability;
}

const adminActions: readonly Action[] = [
  { to: paths.setup, label: msg`Invite team members`, text: msg`Name your organisation, choose categories and invite people.` },
  { to: paths.invitationManagement, label: msg`Manage invitations`, text: msg`Invite many people at once; resend or revoke invitations.` },
  { to: paths.employeeManagement, label: msg`Manage team`, text: msg`Roles, managers and who can sign in; import a CSV file.` },
];

export function AdminActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Admin actions</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Set up your organisation and its people.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ActionList actions={adminActions} />
      </CardContent>
    </Card>
  );
}

const memberQuickActions: readonly Action[] = [
  {
    to: paths.resultsDashboard,
    label: msg`View results`,
    text: msg`Your organisation's results, domain by domain and question by question.`,
  },
  { to: paths.assessment, label: msg`Answer the current assessment`, text: msg`Start or carry on; your answers are anonymous.` },
];

// Spec/02 §2: quick actions for organisation admins additionally include Invite Employees and Manage Team.
const adminQuickActions: readonly Action[] = [
  {
    to: paths.adminDashboard,
    label: msg`Admin dashboard`,
    text: msg`People, assessments and analytics at a glance.`,
    ability: 'viewOrganisationData',
  },
  {
    to: paths.createAssessment,
    label: msg`Start an assessment`,
    text: msg`Open a new assessment or the next wave of one.`,
    ability: 'manageAssessments',
  },
  { to: paths.inviteEmployee, label: msg`Invite Employees`, text: msg`Invite one person with a chosen role.`, ability: 'invitePeople' },
  {
    to: paths.employeeManagement,
    label: msg`Manage team`,
    text: msg`Everyone in your organisation, their roles and managers.`,
    ability: 'managePeople',
  },
  {
    to: paths.export,
    label: msg`Export results`,
    text: msg`Aggregated, anonymous results as CSV or PDF.`,
    ability: 'viewOrganisationData',
  },
];

export function quickActionsFor(user: SessionUser): readonly Action[] {
  return [...memberQuickActions, ...adminQuickActions].filter((action) => action.ability === undefined || userCan(user, action.ability));
}

/** The pages the admin actions open: a page showing both lists leaves them out of the quick actions. */
export const adminActionPaths: readonly string[] = adminActions.map((action) => action.to);

/** `omit`: pages the rest of the page already links to, so no action is offered twice. */
export function QuickActions({
  user,
  headingLevel = 'h2',
  omit = [],
}: {
  user: SessionUser;
  headingLevel?: HeadingLevel;
  omit?: readonly string[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>
          <Trans>Quick actions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ActionList actions={quickActionsFor(user).filter((action) => !omit.includes(action.to))} />
      </CardContent>
    </Card>
  );
}

function ActionList({ actions }: { actions: readonly Action[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {actions.map((action) => (
        <li key={`${action.to}-${action.label.id}`} className="flex flex-col items-start gap-2">
          <Link to={action.to} className={buttonClasses({ variant: 'outline' })}>
            {t(action.label)}
          </Link>
          <p className="text-sm text-slate-700">{t(action.text)}</p>
        </li>
      ))}
    </ul>
  );
}
