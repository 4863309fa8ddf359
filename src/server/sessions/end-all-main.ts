/**
 * Entry point of `npm run sessions:end-all`: compiled to dist/server/end-sessions.js beside the
 * server, so the command runs in a release installed without the build toolchain.
 */
import { runEndAllSessions } from './end-all-command.ts';

process.exitCode = await runEndAllSessions(process.argv.slice(2), process.env, console);
