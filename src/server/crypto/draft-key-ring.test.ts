import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DraftKeyRing } from './draft-key-ring.ts';

const assessment = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** Two processes' views of one secrets folder's ring. */
async function twoViews() {
  const folder = join(await mkdtemp(join(tmpdir(), 'culturelens-ring-')), 'draft-keys');
  return { folder, one: DraftKeyRing.inFolder(folder), other: DraftKeyRing.inFolder(folder) };
}

describe('the draft key ring in a folder', () => {
  it('keeps one key per assessment and epoch, owner-only, the same for every process that asks', async () => {
    const { folder, one, other } = await twoViews();
    const made = one.obtain(assessment, 0);
    expect(other.obtain(assessment, 0)).toEqual(made);
    expect(other.find(assessment, 0, made.tag)?.key.equals(made.key)).toBe(true);
    expect(made.key).toHaveLength(32);
    expect(await readdir(folder)).toEqual([`${assessment}.0.key`]);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(join(folder, `${assessment}.0.key`))).mode & 0o777).toBe(0o600);
    expect(one.list()).toEqual([{ assessmentId: assessment, epoch: 0 }]);
  });

  it('destroys a key for every process: its file is gone, and a key made again for the epoch is another one', async () => {
    const { folder, one, other } = await twoViews();
    const first = one.obtain(assessment, 3);
    const content = await readFile(join(folder, `${assessment}.3.key`), 'utf8');
    expect(content).toContain(first.key.toString('base64url'));
    one.destroy(assessment, 3);
    expect(await readdir(folder)).toEqual([]);
    expect(one.find(assessment, 3, first.tag)).toBeUndefined();
    const again = other.obtain(assessment, 3);
    expect(again.tag).not.toBe(first.tag);
    expect(again.key.equals(first.key)).toBe(false);
    // The first view kept nothing of the destroyed key, and reads the new one when a draft names it.
    expect(one.find(assessment, 3, first.tag)).toBeUndefined();
    expect(one.find(assessment, 3, again.tag)?.key.equals(again.key)).toBe(true);
  });

  it('refuses names that could leave the folder', async () => {
    const { one } = await twoViews();
    expect(() => one.obtain('../../etc', 0)).toThrow(/not a draft key name/);
    expect(() => one.obtain(assessment, -1)).toThrow(/not a draft key name/);
  });
});
