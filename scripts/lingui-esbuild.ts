/**
 * Lingui for the server's esbuild bundle, as @lingui/vite-plugin does it for the web app and the
 * tests (decision 0053): modules that import a Lingui macro go through Lingui's native macro
 * transform, and a `.po` catalogue is compiled to a module exporting its `messages`, missing
 * translations taken from the source language.
 */
import { readFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import type { Plugin } from 'esbuild';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { transform } from '@lingui/native-tools';

const macroImport = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

export function linguiEsbuild(projectRoot: string): Plugin {
  const config = getConfig({ cwd: projectRoot });
  return {
    name: 'lingui',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!macroImport.test(source)) return undefined;
        // Every field kept: the server has no size budget, and a message keeps its source text for logs.
        const { code } = await transform(source, basename(path), { macro: { descriptorFields: 'all' }, sourceMaps: 'inline' });
        return { contents: code, loader: path.endsWith('.tsx') ? 'jsx' : 'js' };
      });
      build.onLoad({ filter: /\.po$/ }, async ({ path }) => {
        const found = getCatalogForFile(relative(config.rootDir, path), await getCatalogs(config));
        if (!found) throw new Error(`${path} is not one of the catalogues of lingui.config.ts`);
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${path}: ${errors.map((error) => String(error.error ?? error)).join('; ')}`);
        return { contents: source, loader: 'js' };
      });
    },
  };
}
