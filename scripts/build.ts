/**
 * `npm run build`: the web app (dist/web) and the compiled server with its database template
 * (dist/server). With arguments, only the parts named: `web`, `server`; scripts/start.js passes the stale ones.
 */
import { buildServer } from './build-server.ts';
import { buildWebApp } from './build-web.ts';
import { buildPgliteTemplate, pgliteTemplateIsCurrent } from '../src/server/db/pglite-template.ts';

const parts = new Set(process.argv.slice(2));
const unknown = [...parts].filter((part) => part !== 'web' && part !== 'server');
if (unknown.length > 0) throw new Error(`Unknown build part: ${unknown.join(', ')} (known: web, server)`);
const all = parts.size === 0;

if (all || parts.has('web')) await buildWebApp({ logLevel: all ? 'info' : 'warn' });
if (all || parts.has('server')) {
  await buildServer();
  // An empty migrated embedded database that a first start copies (src/server/db/pglite-template.ts):
  // made again only when the migrations or PGlite changed.
  if (!(await pgliteTemplateIsCurrent())) await buildPgliteTemplate();
}
