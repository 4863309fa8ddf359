import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '#domain/api/people.ts';
import { Button } from '#web/components/ui/button.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { displayName } from './person-display.ts';

/** What the people list lets an administrator do with one person. */
export interface PersonActions {
  edit: (person: Person) => void;
  toggleActive: (person: Person) => void;
  signOutEverywhere: (person: Person) => void;
}

/**
 * A person's actions: an invitation is managed on the invitations page; a member can be edited
 * and, unless it is the administrator themselves, deactivated or signed out everywhere.
 */
export function PersonRowActions({ person, isSelf, actions }: { person: Person; isSelf: boolean; actions: PersonActions }) {
  const { t } = useLingui();
  if (person.kind === 'invitation') {
    const email = person.email;
    return (
      <Link to={paths.invitationManagement} aria-label={t`Manage invitation for ${email}`} className={`text-sm ${textLinkClass}`}>
        <Trans>Manage invitation</Trans>
      </Link>
    );
  }
  const name = displayName(person);
  const deactivated = person.status === 'deactivated';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={t`Edit ${name}`} onClick={() => actions.edit(person)}>
        <Trans>Edit</Trans>
      </Button>
      {!isSelf && (
        <Button
          variant={deactivated ? 'secondary' : 'outline'}
          size="sm"
          aria-label={deactivated ? t`Reactivate ${name}` : t`Deactivate ${name}`}
          onClick={() => actions.toggleActive(person)}
        >
          {deactivated ? t`Reactivate` : t`Deactivate`}
        </Button>
      )}
      {!isSelf && person.status === 'active' && (
        <Button variant="outline" size="sm" aria-label={t`Sign ${name} out everywhere`} onClick={() => actions.signOutEverywhere(person)}>
          <Trans>Sign out everywhere</Trans>
        </Button>
      )}
    </div>
  );
}
