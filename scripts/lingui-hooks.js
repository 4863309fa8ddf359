// Module hooks registered by lingui-register.js: a module that imports a Lingui macro goes
// through Lingui's native transform (which also strips TypeScript) before tsx sees it.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const macroImport = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;
let transform;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || loaded.source == null) return loaded;
  const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  if (!macroImport.test(source)) return loaded;
  transform ??= (await import('@lingui/native-tools')).transform;
  const { code } = await transform(source, basename(fileURLToPath(url)), { macro: { descriptorFields: 'all' }, sourceMaps: false });
  return { ...loaded, source: code };
}
