import { Trans, useLingui } from '@lingui/react/macro';
import { LegalDocument } from './legal-document.tsx';
import { privacySections } from './privacy-content.tsx';

/** /privacy: the privacy notice, its summary first. */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy notice`}
      summary={
        <>
          <p>
            <Trans>
              <strong>In short:</strong> CultureLens stores your account, a hashed password, your sessions, audit events, invitations and a
              record of whether you started or completed an assessment. Your answers stay encrypted until they are released in a group of
              six or more people (an organisation may choose a larger minimum), without your name, and your organisation sees results only
              where at least that many people answered.
            </Trans>
          </p>
          <p>
            <Trans>
              The organisation that runs CultureLens is responsible for your data and decides how long it is kept. There are no tracking
              cookies and no advertising.
            </Trans>
          </p>
        </>
      }
      sections={privacySections}
    />
  );
}
