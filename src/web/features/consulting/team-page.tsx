import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { company, emails, mailtoHref } from '#web/components/site/company.ts';
import { sectionTo } from './consulting-layout.tsx';
import { Block, linkClass, PageIntro } from './page-parts.tsx';
import { reasonsToJoin, team, teamValues } from './content.ts';
import { InitialsAvatar } from './initials-avatar.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const careersHref = mailtoHref(emails.careers, {
  subject: `Working at ${company.tradingName}`,
  body: [
    'Hello,',
    '',
    'I would like to hear about working at Aldergrove Technology.',
    '',
    'The kind of role I am interested in:',
    'A link to my CV or portfolio:',
    '',
    'Thank you,',
  ].join('\n'),
});

export function TeamPage() {
  return (
    <>
      <DocumentTitle>Leadership team — Aldergrove Technology</DocumentTitle>
      <PageIntro
        eyebrow="Our team"
        title="Meet our leadership team"
        lead="Consultants, engineers and teachers who share one belief: technology is only as good as what it does for people."
      />

      <Block title="Leadership">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <article aria-label={member.name} className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6">
                <div className="flex items-center gap-4">
                  <InitialsAvatar name={member.name} size="lg" />
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                    <p className="text-sm font-medium text-brand-700">{member.role}</p>
                  </div>
                </div>
                <p className="text-sm text-slate-700">{member.bio}</p>
                <div>
                  <h4 className="sr-only">Expertise</h4>
                  <ul className="flex flex-wrap gap-2">
                    {member.expertise.map((topic) => (
                      <li key={topic} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-800">
                        {topic}
                      </li>
                    ))}
                  </ul>
                </div>
                <ul className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
                  <li>
                    <a href={mailtoHref(member.email, { subject: `Hello from the ${company.tradingName} website` })} className={linkClass}>
                      E-mail {member.name}
                    </a>
                  </li>
                  <li>
                    <a href={member.professionalNetworkUrl} className={linkClass} rel="noopener noreferrer">
                      {company.tradingName} on LinkedIn
                    </a>
                  </li>
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Block>

      <Block title="Our team values" tone="white">
        <PrincipleGrid items={teamValues} />
      </Block>

      <Block title="Why join us">
        <PrincipleGrid items={reasonsToJoin} />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a href={careersHref} className={buttonClasses({ size: 'lg' })}>
            E-mail us about working here
          </a>
          <Link to={sectionTo('contact')} className={linkClass}>
            Or send us a message
          </Link>
        </div>
      </Block>
    </>
  );
}

function PrincipleGrid({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
