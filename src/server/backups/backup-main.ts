/**
 * Entry point of `npm run backup`: compiled to dist/server/backup.js beside the server, so the
 * command runs in a release installed without the build toolchain.
 */
import { runBackup } from './backup-command.ts';

process.exitCode = await runBackup(process.argv.slice(2), process.env, console);
