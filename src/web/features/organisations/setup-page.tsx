import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { paths } from '#web/paths.ts';
import { InvitationsStep } from './setup-invitations-step.tsx';
import { OrganisationStep } from './setup-organisation-step.tsx';
import { initialSelection, type PendingInvitation, type Selection } from './setup-selection.ts';
import { useCompleteSetup } from './use-complete-setup.ts';

type Step = 1 | 2;

/** /setup: the two-step wizard in which an administrator names the organisation, picks categories and invites people. */
export function SetupPage() {
  const { organisation } = useAuth();
  const { completeWizard, completing } = useCompleteSetup();
  const [step, setStep] = useState<Step>(1);
  const [organisationName, setOrganisationName] = useState(organisation?.name ?? '');
  const [selection, setSelection] = useState<Selection>(() => initialSelection(organisation));
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps replaces most of the page: take keyboard and screen-reader focus to the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <SetupHeader step={step} />
      {step === 1 ? (
        <OrganisationStep
          headingRef={stepHeading}
          organisationName={organisationName}
          selection={selection}
          onSelectionChange={setSelection}
          onNext={(name) => {
            setOrganisationName(name);
            setStep(2);
          }}
        />
      ) : (
        <InvitationsStep
          headingRef={stepHeading}
          invitations={invitations}
          onInvitationsChange={setInvitations}
          onBack={() => setStep(1)}
          onComplete={() => completeWizard({ organisationName, selection, invitations })}
          completing={completing}
        />
      )}
    </div>
  );
}

/** The wizard's title, where the administrator is in it, and a way out. */
function SetupHeader({ step }: { step: Step }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLingui();

  async function handleSignOut() {
    try {
      await signOut();
      navigate(paths.home);
    } catch (error) {
      toast({ title: t`Sign out failed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Set up your organisation</Trans>
        </h1>
        <p className="text-sm font-medium text-slate-700">
          <Trans>Step {step} of 2</Trans>
        </p>
        <ol aria-hidden="true" className="mt-1 flex gap-2">
          {[1, 2].map((index) => (
            <li key={index} className={cn('h-1.5 w-16 rounded-full', index <= step ? 'bg-brand-600' : 'bg-slate-300')} />
          ))}
        </ol>
      </div>
      <Button variant="outline" size="sm" onClick={() => void handleSignOut()}>
        <Trans>Sign Out</Trans>
      </Button>
    </div>
  );
}
