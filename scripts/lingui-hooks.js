// Module hooks registered by lingui-register.js: a module that imports a Lingui macro goes
// through Lingui's native transform (which also strips TypeScript) before tsx sees it, and a
// `.po` catalogue is compiled to a module exporting its `messages` (as scripts/lingui-esbuild.ts
// does for the server bundle), missing translations taken from the source language.
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

let catalogues;

async function compiledCatalogue(path) {
  const { getConfig } = await import('@lingui/conf');
  const { createCompiledCatalog, getCatalogForFile, getCatalogs } = await import('@lingui/cli/api');
  catalogues ??= (async () => {
    const config = getConfig({ cwd: process.cwd() });
    return { config, catalogs: await getCatalogs(config) };
  })();
  const { config, catalogs } = await catalogues;
  const found = getCatalogForFile(relative(config.rootDir, path), catalogs);
  if (!found) throw new Error(`${path} is not one of the catalogues of lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
  if (errors.length > 0) throw new Error(`${path}: ${errors.map((error) => String(error.error ?? error)).join('; ')}`);
  return source;
}

const macroImport = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;
let transform;

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.po')) {
    return { format: 'module', source: await compiledCatalogue(fileURLToPath(url)), shortCircuit: true };
  }
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || loaded.source == null) return loaded;
  const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  if (!macroImport.test(source)) return loaded;
  transform ??= (await import('@lingui/native-tools')).transform;
  const { code } = await transform(source, basename(fileURLToPath(url)), { macro: { descriptorFields: 'all' }, sourceMaps: false });
  return { ...loaded, source: code };
}
