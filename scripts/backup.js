/** `npm run backup -- --database <file> --secrets <file>`: the embedded database and the secrets folder, as two files to keep apart (src/server/backups/backup-command.ts). */
import { runCompiledCommand } from './run-command.js';

await runCompiledCommand('backup');
