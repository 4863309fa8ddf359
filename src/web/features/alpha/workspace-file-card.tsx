import { useState, type ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { downloadText } from './download.ts';
import { browserTools } from './use-local-workspace.ts';
import type { Workspace } from './workspace-schema.ts';
import { readWorkspaceFile, workspaceFileText } from './workspace-store.ts';

/** Reads a chosen workspace file; it replaces what this browser holds only once it passed the schema. */
export function ImportWorkspaceButton({ onImported, label }: { onImported: (workspace: Workspace) => void; label?: string }) {
  const { t } = useLingui();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const imported = await readWorkspaceFile(await file.text(), browserTools);
    if (imported.ok) {
      setError(null);
      onImported(imported.workspace);
    } else setError(imported.message);
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-900">
        {label ?? t`Import a workspace file`}
        <input type="file" accept="application/json,.json" onChange={(event) => void read(event)} className="text-sm" />
      </label>
      {error && <FormMessage tone="error">{t(error)}</FormMessage>}
    </div>
  );
}

/** Export and import of the whole workspace as a JSON file, and forgetting it. */
export function WorkspaceFileCard({
  workspace,
  onImported,
  onForget,
}: {
  workspace: Workspace;
  onImported: (workspace: Workspace) => void;
  onForget: () => void;
}) {
  const { t } = useLingui();
  const exportFile = () =>
    downloadText(`culturelens-workspace-${new Date().toISOString().slice(0, 10)}.json`, 'application/json', workspaceFileText(workspace));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>This workspace</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Keep a copy, or carry it to another browser. The file holds the answers given on this device, so keep it as safe as the device.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportFile}>
            <Trans>Export workspace</Trans>
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              if (window.confirm(t`Forget this workspace? Everything in it is removed from this browser.`)) onForget();
            }}
          >
            <Trans>Forget this workspace</Trans>
          </Button>
        </div>
        <ImportWorkspaceButton onImported={onImported} label={t`Replace it with a workspace file`} />
      </CardContent>
    </Card>
  );
}
