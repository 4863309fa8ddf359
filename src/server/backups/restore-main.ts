/**
 * Entry point of `npm run restore`: compiled to dist/server/restore.js beside the server, so the
 * command runs in a release installed without the build toolchain.
 */
import { runRestore } from './restore-command.ts';

process.exitCode = await runRestore(process.argv.slice(2), process.env, console);
