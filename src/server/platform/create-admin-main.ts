/**
 * Entry point of `npm run create-platform-admin`: compiled to dist/server/create-platform-admin.js
 * beside the server, so the command runs in a release installed without the build toolchain.
 */
import { runCreatePlatformAdmin } from './create-admin-command.ts';

process.exitCode = await runCreatePlatformAdmin(process.argv.slice(2), process.env, console);
