/** `npm run restore -- --database <file> --secrets <file>`: the two files of `npm run backup` back into an empty data folder and secrets folder (src/server/backups/restore-command.ts). */
import { runCompiledCommand } from './run-command.js';

await runCompiledCommand('restore');
