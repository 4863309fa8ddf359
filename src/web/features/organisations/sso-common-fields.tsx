import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SsoConfigurationResponse } from '#domain/api/sso.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, type FieldBinding } from '#web/use-schema-form.ts';
import { removeSsoConfiguration, ssoConfigurationQuery } from './queries.ts';

/** An address the administrator copies into the identity provider's settings. */
export function CopyField({ label, hint, value }: { label: string; hint?: string; value: string }) {
  return (
    <Field label={label} hint={hint}>
      <Input value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
    </Field>
  );
}

/** What both protocols ask: the domains the provider serves, whether it is required, and the break-glass administrator. */
export function SsoCommonFields({
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
export function SsoActions({
  saving,
  saved,
  removing,
  onRemove,
}: {
  saving: boolean;
  saved: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
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
export function useSsoToasts() {
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
export function useSsoStore() {
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
