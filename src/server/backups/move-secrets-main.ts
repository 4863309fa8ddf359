/**
 * Entry point of `npm run secrets:move`: compiled to dist/server/move-secrets.js beside the
 * server, so the command runs in a release installed without the build toolchain.
 */
import { runMoveSecrets } from './move-secrets-command.ts';

process.exitCode = await runMoveSecrets(process.argv.slice(2), process.env, console);
