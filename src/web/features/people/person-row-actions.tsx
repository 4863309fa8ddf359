import { Link } from 'react-router';
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
  if (person.kind === 'invitation') {
    return (
      <Link to={paths.invitationManagement} aria-label={`Manage invitation for ${person.email}`} className={`text-sm ${textLinkClass}`}>
        Manage invitation
      </Link>
    );
  }
  const name = displayName(person);
  const deactivated = person.status === 'deactivated';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => actions.edit(person)}>
        Edit
      </Button>
      {!isSelf && (
        <Button
          variant={deactivated ? 'secondary' : 'outline'}
          size="sm"
          aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}
          onClick={() => actions.toggleActive(person)}
        >
          {deactivated ? 'Reactivate' : 'Deactivate'}
        </Button>
      )}
      {!isSelf && person.status === 'active' && (
        <Button variant="outline" size="sm" aria-label={`Sign ${name} out everywhere`} onClick={() => actions.signOutEverywhere(person)}>
          Sign out everywhere
        </Button>
      )}
    </div>
  );
}
