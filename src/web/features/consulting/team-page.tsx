import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { company, emails, mailtoHref } from '#web/components/site/company.ts';
import { sectionTo } from './consulting-layout.tsx';
import { Block, linkClass, PageIntro } from './page-parts.tsx';
import { reasonsToJoin, team, teamValues, type Principle, type TeamMember } from './content.ts';
import { InitialsAvatar } from './initials-avatar.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** The e-mail about working with us, opened with what we would like to know. */
function useCareersHref(): string {
  const { t } = useLingui();
  const tradingName = company.tradingName;
  return mailtoHref(emails.careers, {
    subject: t`Working at ${tradingName}`,
    body: [
      t`Hello,`,
      '',
      t`I would like to hear about working at Aldergrove Technology.`,
      '',
      t`The kind of role I am interested in:`,
      t`A link to my CV or portfolio:`,
      '',
      t`Thank you,`,
    ].join('\n'),
  });
}

export function TeamPage() {
  const { t } = useLingui();
  const careersHref = useCareersHref();
  return (
    <>
      <DocumentTitle>{t`Leadership team — Aldergrove Technology`}</DocumentTitle>
      <PageIntro
        eyebrow={t`Our team`}
        title={t`Meet our leadership team`}
        lead={t`Consultants, engineers and teachers who share one belief: technology is only as good as what it does for people.`}
      />

      <Block title={t`Leadership`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Block>

      <Block title={t`Our team values`} tone="white">
        <PrincipleGrid items={teamValues} />
      </Block>

      <Block title={t`Why join us`}>
        <PrincipleGrid items={reasonsToJoin} />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a href={careersHref} className={buttonClasses({ size: 'lg' })}>
            <Trans>E-mail us about working here</Trans>
          </a>
          <Link to={sectionTo('contact')} className={linkClass}>
            <Trans>Or send us a message</Trans>
          </Link>
        </div>
      </Block>
    </>
  );
}

function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  const name = member.name;
  const tradingName = company.tradingName;
  return (
    <article aria-label={name} className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex items-center gap-4">
        <InitialsAvatar name={name} size="lg" />
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
          <p className="text-sm font-medium text-brand-700">{t(member.role)}</p>
        </div>
      </div>
      <p className="text-sm text-slate-700">{t(member.bio)}</p>
      <div>
        <h4 className="sr-only">
          <Trans>Expertise</Trans>
        </h4>
        <ul className="flex flex-wrap gap-2">
          {member.expertise.map((topic) => (
            <li key={topic.id} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-800">
              {t(topic)}
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
        <li>
          <a href={mailtoHref(member.email, { subject: t`Hello from the ${tradingName} website` })} className={linkClass}>
            <Trans>E-mail {name}</Trans>
          </a>
        </li>
        <li>
          <a href={member.professionalNetworkUrl} className={linkClass} rel="noopener noreferrer">
            <Trans>{tradingName} on LinkedIn</Trans>
          </a>
        </li>
      </ul>
    </article>
  );
}

function PrincipleGrid({ items }: { items: readonly Principle[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title.id} className="rounded-lg border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t(item.title)}</h3>
          <p className="mt-2 text-sm text-slate-700">{t(item.description)}</p>
        </li>
      ))}
    </ul>
  );
}
