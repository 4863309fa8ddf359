import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreateScimTokenRequestSchema, type ScimToken } from '#domain/api/scim.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { createScimToken, revokeScimToken, scimTokensQuery } from './queries.ts';

/**
 * SCIM provisioning (decision 0059): the administrator makes a token for the identity provider,
 * sees it once, and can revoke it at any time. Making and revoking are in the audit log.
 */
export function ProvisioningCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  const tokens = useQuery(scimTokensQuery);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useSchemaForm(CreateScimTokenRequestSchema, { label: '' });
  const label = form.field('label');
  const create = useMutation({ mutationFn: createScimToken });
  const refresh = () => queryClient.invalidateQueries({ queryKey: scimTokensQuery.queryKey });

  const submit = form.handleSubmit(async (values) => {
    try {
      setSecret((await create.mutateAsync(values)).secret);
      form.reset({ label: '' });
      await refresh();
    } catch (error) {
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: t`Token not made`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Provisioning from your identity provider (SCIM)</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Okta, Microsoft Entra ID and other identity providers can add, update and deactivate your people, with their department, manager
            and other attributes. Give your identity provider the base URL and a token.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {tokens.data && (
          <p className="text-sm break-all">
            <Trans>Base URL:</Trans> <code>{tokens.data.baseUrl}</code>
          </p>
        )}
        {secret && (
          <FormMessage tone="success">
            <Trans>Copy this token now: it is shown only once.</Trans> <code className="break-all">{secret}</code>
          </FormMessage>
        )}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t`Token name`} hint={t`For example the identity provider it is for`} error={label.error} className="grow">
            <Input {...inputPropsOf(label)} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            <Trans>Make a token</Trans>
          </Button>
        </form>
        <TokenList tokens={tokens} onRevoked={refresh} />
      </CardContent>
    </Card>
  );
}

function TokenList({
  tokens,
  onRevoked,
}: {
  tokens: ReturnType<typeof useQuery<{ tokens: ScimToken[] }>>;
  onRevoked: () => Promise<void>;
}) {
  const { t } = useLingui();
  if (tokens.isPending) return <LoadingState label={t`Loading your tokens…`} />;
  if (tokens.isError)
    return <FormMessage tone="error">{errorMessage(tokens.error, t`Could not load your tokens. Please try again.`)}</FormMessage>;
  if (tokens.data.tokens.length === 0)
    return (
      <p className="text-sm text-slate-700">
        <Trans>No token made yet.</Trans>
      </p>
    );
  return (
    <ul aria-label={t`Provisioning tokens`} className="flex flex-col divide-y divide-slate-200">
      {tokens.data.tokens.map((token) => (
        <TokenItem key={token.id} token={token} onRevoked={onRevoked} />
      ))}
    </ul>
  );
}

function TokenItem({ token, onRevoked }: { token: ScimToken; onRevoked: () => Promise<void> }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const revoke = useMutation({ mutationFn: () => revokeScimToken(token.id) });
  const day = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium' });
  const made = day.format(new Date(token.createdAt));
  const used = token.lastUsedAt ? day.format(new Date(token.lastUsedAt)) : null;
  const name = token.label;
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync();
      toast({ title: t`Token revoked`, description: t`${name} no longer works.`, variant: 'success' });
      await onRevoked();
    } catch (error) {
      toast({ title: t`Token not revoked`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex flex-col">
        <span className="font-medium break-all">{name}</span>
        <span className="text-sm text-slate-700">{used ? t`Made ${made} · last used ${used}` : t`Made ${made} · not used yet`}</span>
      </div>
      {token.revokedAt ? (
        <Badge variant="neutral">{t`Revoked`}</Badge>
      ) : (
        <Button variant="outline" onClick={() => void onRevoke()} loading={revoke.isPending} aria-label={t`Revoke ${name}`}>
          <Trans>Revoke</Trans>
        </Button>
      )}
    </li>
  );
}
