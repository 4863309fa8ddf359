import { Link } from 'react-router';
import { noOrganisationMessages } from '#domain/messages/organisations.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from './ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, type HeadingLevel } from './ui/card.tsx';
import { useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  if (platformAdministrator) return <PlatformAdministratorCard headingLevel={headingLevel} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className={headingLevel === 'h1' ? 'text-2xl' : undefined}>
          {t(noOrganisationMessages.title)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <p>{t(noOrganisationMessages.text)}</p>
      </CardContent>
      <CardFooter className="flex-col items-start gap-3">
        <Link to={paths.registerOrganisation} className={buttonClasses()}>
          {t(noOrganisationMessages.createAction)}
        </Link>
        <p className="text-sm text-slate-700">{t(noOrganisationMessages.askForInvitation)}</p>
      </CardFooter>
    </Card>
  );
}

/** The platform administrator belongs to no organisation on purpose (decision 0024): their way is the platform overview. */
function PlatformAdministratorCard({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className={headingLevel === 'h1' ? 'text-2xl' : undefined}>
          {t(noOrganisationMessages.platformAdministratorTitle)}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-700">
        <p>{t(noOrganisationMessages.platformAdministratorText)}</p>
      </CardContent>
      <CardFooter>
        <Link to={paths.platform} className={buttonClasses()}>
          {t(noOrganisationMessages.platformOverviewAction)}
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
