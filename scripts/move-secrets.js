/** `npm run secrets:move`: the secret an earlier version generated into the data folder, moved to the secrets folder (src/server/backups/move-secrets-command.ts). */
import { runCompiledCommand } from './run-command.js';

await runCompiledCommand('move-secrets');
