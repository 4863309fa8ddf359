/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the built web app, at the
 * highest levels (brotli 11, gzip 9): done once at build time, they cost the server nothing per
 * request, and @fastify/static (`preCompressed`) sends the one the browser accepts.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text formats; images, fonts and the like are compressed by their own format already.
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest', '.ico']);

// Below this the response fits in a packet or two either way, and a compressed copy saves nothing.
const MIN_BYTES = 1024;

export type PrecompressedFile = { path: string; bytes: number; brotliBytes: number | null; gzipBytes: number | null };

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `compressed` beside the file only when it is smaller; otherwise removes any stale copy. */
async function keepIfSmaller(path: string, original: Buffer, compressed: Buffer): Promise<number | null> {
  if (compressed.length >= original.length) {
    await rm(path, { force: true });
    return null;
  }
  await writeFile(path, compressed);
  return compressed.length;
}

export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const candidates = (await filesUnder(folder)).filter((path) => COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase()));
  return Promise.all(
    candidates.map(async (path): Promise<PrecompressedFile> => {
      const original = await readFile(path);
      if (original.length < MIN_BYTES) return { path, bytes: original.length, brotliBytes: null, gzipBytes: null };
      const [brotliBody, gzipBody] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        path,
        bytes: original.length,
        brotliBytes: await keepIfSmaller(`${path}.br`, original, brotliBody),
        gzipBytes: await keepIfSmaller(`${path}.gz`, original, gzipBody),
      };
    }),
  );
}
