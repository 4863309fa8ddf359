import { Link } from 'react-router';
import { noOrganisationMessages } from '#domain/messages/organisations.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from './ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, type HeadingLevel } from './ui/card.tsx';

/**
 * What someone signed in but in no organisation sees wherever an organisation's page would be:
 * not an error (registering without an invitation leads here), but the two ways on. Shared, so
 * that a guard, a page and a failed request (`no_organisation`) all show the same next step.
 */
export function NoOrganisationCard({
  headingLevel = 'h2',
  platformAdministrator = false,
}: {
  headingLevel?: HeadingLevel;
  platformAdministrator?: boolean;
}) {
  if (platformAdministrator) return <PlatformAdministratorCard headingLevel={headingLevel} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className={headingLevel === 'h1' ? 'text-2xl' : undefined}>
          {noOrganisationMessages.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <p>{noOrganisationMessages.text}</p>
      </CardContent>
      <CardFooter className="flex-col items-start gap-3">
        <Link to={paths.registerOrganisation} className={buttonClasses()}>
          {noOrganisationMessages.createAction}
        </Link>
        <p className="text-sm text-slate-700">{noOrganisationMessages.askForInvitation}</p>
      </CardFooter>
    </Card>
  );
}

/** The platform administrator belongs to no organisation on purpose (decision 0024): their way is the platform overview. */
function PlatformAdministratorCard({ headingLevel }: { headingLevel: HeadingLevel }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className={headingLevel === 'h1' ? 'text-2xl' : undefined}>
          {noOrganisationMessages.platformAdministratorTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        <p>{noOrganisationMessages.platformAdministratorText}</p>
      </CardContent>
      <CardFooter>
        <Link to={paths.platform} className={buttonClasses()}>
          {noOrganisationMessages.platformOverviewAction}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The same next step as a whole page (its title the page's only <h1>), for pages that need an organisation. */
export function NoOrganisationPage({ platformAdministrator = false }: { platformAdministrator?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <NoOrganisationCard headingLevel="h1" platformAdministrator={platformAdministrator} />
    </div>
  );
}
