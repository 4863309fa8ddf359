import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SaveSsoConfigurationRequest, SsoConfigurationResponse } from '#domain/api/sso.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, type FieldBinding } from '#web/use-schema-form.ts';
import { removeSsoConfiguration, saveSsoConfiguration, ssoConfigurationQuery } from './queries.ts';

/** An address the administrator copies into the identity provider's settings. */
export function CopyField({ label, hint, value }: { label: string; hint?: string; value: string }) {
  return (
    <Field label={label} hint={hint}>
      <Input value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
    </Field>
  );
}

/** What both protocols ask: the domains the provider serves, whether it is required, and the break-glass administrator. */
function SsoCommonFields({
  domains,
  required,
  breakGlass,
  administrators,
}: {
  domains: FieldBinding;
  required: FieldBinding;
  breakGlass: FieldBinding;
  administrators: SsoConfigurationResponse['administrators'];
}) {
  const { t } = useLingui();
  return (
    <>
      <Field label={t`E-mail domains it serves`} hint={t`One per line, for example example.co.uk.`} error={domains.error} required>
        <Textarea {...inputPropsOf(domains)} rows={3} />
      </Field>
      <Checkbox
        label={t`Require single sign-on`}
        description={t`Everyone at these domains must sign in through your provider; passwords stop working for them, except for the break-glass administrator below.`}
        error={required.error}
        {...inputPropsOf(required)}
      />
      <Field
        label={t`Break-glass administrator`}
        hint={t`The one administrator who may still sign in with a password (and their code) if your provider fails.`}
        error={breakGlass.error}
      >
        <Select
          {...inputPropsOf(breakGlass)}
          placeholder={t`Nobody`}
          options={administrators.map((admin) => ({ value: admin.id, label: `${admin.name} (${admin.email})` }))}
        />
      </Field>
    </>
  );
}

/** Save and, when a configuration is stored, remove. */
function SsoActions({ saving, saved, removing, onRemove }: { saving: boolean; saved: boolean; removing: boolean; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={saving}>
        <Trans>Save single sign-on</Trans>
      </Button>
      {saved && (
        <Button type="button" variant="outline" loading={removing} onClick={onRemove}>
          <Trans>Remove single sign-on</Trans>
        </Button>
      )}
    </div>
  );
}

/** The toasts of saving, and what a refused save says when its issues are not all at fields. */
function useSsoToasts() {
  const { t } = useLingui();
  const { toast } = useToast();
  return {
    saved: () => toast({ title: t`Single sign-on saved`, variant: 'success' }),
    notSaved: (error: unknown) =>
      toast({ title: t`Single sign-on not saved`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
    removed: () => toast({ title: t`Single sign-on removed`, variant: 'success' }),
    notRemoved: (error: unknown) =>
      toast({ title: t`Single sign-on not removed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
  };
}

/** Keeps the card's answer after a save or removal, and removes the configuration with its toasts. */
function useSsoStore() {
  const queryClient = useQueryClient();
  const toasts = useSsoToasts();
  const remove = useMutation({ mutationFn: removeSsoConfiguration });
  const refresh = (answer: SsoConfigurationResponse) => queryClient.setQueryData(ssoConfigurationQuery.queryKey, answer);
  const removeIt = async () => {
    try {
      refresh(await remove.mutateAsync());
      toasts.removed();
    } catch (error) {
      toasts.notRemoved(error);
    }
  };
  return { refresh, removeIt, removing: remove.isPending, toasts };
}

/** The starting values of the fields both protocols' forms share, from the stored configuration (if any). */
export function sharedDefaults(saved: SsoConfigurationResponse['configuration']) {
  return {
    emailDomains: saved?.emailDomains.join('\n') ?? '',
    required: saved?.required ?? false,
    breakGlassUserId: saved?.breakGlassUserId ?? '',
  };
}

/**
 * Saving either protocol's form: the answer kept for the card and a toast, or the server's
 * issues beside their fields (a toast when some are not about a field).
 */
export function useSsoSave(showServerErrors: (error: unknown, options: { focus: boolean }) => boolean) {
  const store = useSsoStore();
  const save = async (request: SaveSsoConfigurationRequest) => {
    try {
      store.refresh(await saveSsoConfiguration(request));
      store.toasts.saved();
    } catch (error) {
      if (!showServerErrors(error, { focus: true })) store.toasts.notSaved(error);
    }
  };
  return { save, store };
}

/** The end of either protocol's form: the fields they share, then Save and, when one is stored, Remove. */
export function SsoFormEnd({
  field,
  current,
  saving,
  store,
}: {
  field: (name: keyof ReturnType<typeof sharedDefaults>) => FieldBinding;
  current: SsoConfigurationResponse;
  saving: boolean;
  store: ReturnType<typeof useSsoStore>;
}) {
  return (
    <>
      <SsoCommonFields
        domains={field('emailDomains')}
        required={field('required')}
        breakGlass={field('breakGlassUserId')}
        administrators={current.administrators}
      />
      <SsoActions saving={saving} saved={current.configuration !== null} removing={store.removing} onRemove={() => void store.removeIt()} />
    </>
  );
}
