import { runEndAllSessions } from '../src/server/sessions/end-all-command.ts';

process.exitCode = await runEndAllSessions(process.argv.slice(2), process.env, console);
