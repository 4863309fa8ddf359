import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFileAtomically, destroyFile, syncFolder } from './synced-files.ts';

/**
 * The keys answer drafts are sealed under: one random key per assessment and epoch, never derived
 * from anything, so destroying a key makes every draft version sealed under it unreadable for
 * good, wherever copies of those versions lie (dead tuples, TOAST chunks, the write-ahead log, a
 * backup or a replica of the database). An epoch is the number of releases the assessment has
 * had: each release starts the next epoch, after which the drafts it did not take are sealed
 * again under the new key and the earlier keys destroyed (assessments/draft-keys.ts, decision 0041).
 *
 * The ring lives in the secrets folder, one file per key (`<assessment>.<epoch>.key`), never in
 * the database or the data folder: keys in the database would survive in its dead tuples and
 * log. One file per key needs no lock between processes sharing the folder: a key is created by
 * an exclusive link of a fully written, synced file (synced-files.ts), and destroyed by
 * overwriting and removing its file alone. A key file holds a random tag, which sealed drafts
 * carry beside the epoch, so a key made again for an epoch (after the first was destroyed) is
 * never mistaken for the first.
 */

export type DraftKey = { readonly assessmentId: string; readonly epoch: number; readonly tag: string; readonly key: Buffer };
export type DraftKeyName = { assessmentId: string; epoch: number };

/** Where the key files are kept: a folder, or memory (tests that need no folder). */
export interface DraftKeyStorage {
  read(name: string): string | undefined;
  /** Writes `content` under `name` unless the name exists; false when it did. */
  createExclusive(name: string, content: string): boolean;
  remove(name: string): void;
  names(): string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The name of a key's file in the ring's folder. */
export const DRAFT_KEY_FILE = /^([0-9a-f-]{36})\.(\d{1,9})\.key$/;
const TAG = /^[A-Za-z0-9_-]{8}$/;
const KEY_BYTES = 32;

const fileName = (assessmentId: string, epoch: number): string => {
  // Names come from the database and sealed text: nothing that could leave the folder.
  if (!UUID.test(assessmentId) || !Number.isSafeInteger(epoch) || epoch < 0 || epoch > 999_999_999) {
    throw new Error(`not a draft key name: ${assessmentId} ${epoch}`);
  }
  return `${assessmentId}.${epoch}.key`;
};

function parseContent(assessmentId: string, epoch: number, content: string): DraftKey {
  const [tag = '', encoded = ''] = content.trim().split('.');
  const key = Buffer.from(encoded, 'base64url');
  if (!TAG.test(tag) || key.length !== KEY_BYTES) throw new Error(`the draft key file ${fileName(assessmentId, epoch)} is damaged`);
  return { assessmentId, epoch, tag, key };
}

/** Keys read are kept this long before their file is read again, so a key another process destroyed leaves this one's memory too. */
const RECHECK_MS = 60_000;

export class DraftKeyRing {
  readonly #storage: DraftKeyStorage;
  readonly #known = new Map<string, { key: DraftKey; readAt: number }>();

  constructor(storage: DraftKeyStorage) {
    this.#storage = storage;
  }

  /** The ring in a folder (created owner-only when missing): the secrets folder's `draft-keys`. */
  static inFolder(dir: string): DraftKeyRing {
    return new DraftKeyRing(new FolderStorage(dir));
  }

  /** A ring that lives as long as the process: for tests that keep no secrets folder. */
  static inMemory(): DraftKeyRing {
    return new DraftKeyRing(new MemoryStorage());
  }

  /** The key a sealed draft names, or undefined when it was destroyed (or never existed here). */
  find(assessmentId: string, epoch: number, tag: string): DraftKey | undefined {
    let key = this.#load(assessmentId, epoch);
    // Another tag than the one kept here: the file may hold a key made since; read it again.
    if (key && key.tag !== tag) key = this.#load(assessmentId, epoch, { fresh: true });
    return key?.tag === tag ? key : undefined;
  }

  /** The key of the epoch, if there is one. */
  existing(assessmentId: string, epoch: number): DraftKey | undefined {
    return this.#load(assessmentId, epoch);
  }

  /** The key of the epoch, made when there is none. */
  obtain(assessmentId: string, epoch: number): DraftKey {
    const existing = this.#load(assessmentId, epoch);
    if (existing) return existing;
    const name = fileName(assessmentId, epoch);
    const made = { assessmentId, epoch, tag: randomBytes(6).toString('base64url'), key: randomBytes(KEY_BYTES) };
    if (this.#storage.createExclusive(name, `${made.tag}.${made.key.toString('base64url')}\n`)) {
      this.#remember(made);
      return made;
    }
    // Another process made it a moment ago: theirs is the key.
    const theirs = this.#load(assessmentId, epoch, { fresh: true });
    if (!theirs) throw new Error(`the draft key ${name} vanished while it was being made`);
    return theirs;
  }

  /** Destroys a key: whatever was sealed under it can no longer be opened by anyone. */
  destroy(assessmentId: string, epoch: number): void {
    const name = fileName(assessmentId, epoch);
    this.#known.delete(name);
    this.#storage.remove(name);
  }

  /** Every key in the ring, by name. */
  list(): DraftKeyName[] {
    const names: DraftKeyName[] = [];
    for (const name of this.#storage.names()) {
      const match = DRAFT_KEY_FILE.exec(name);
      if (match?.[1] && UUID.test(match[1])) names.push({ assessmentId: match[1], epoch: Number(match[2]) });
    }
    return names;
  }

  #load(assessmentId: string, epoch: number, options: { fresh?: boolean } = {}): DraftKey | undefined {
    const name = fileName(assessmentId, epoch);
    const known = this.#known.get(name);
    if (known && !options.fresh && Date.now() - known.readAt < RECHECK_MS) return known.key;
    const content = this.#storage.read(name);
    if (content === undefined) {
      this.#known.delete(name);
      return undefined;
    }
    const key = parseContent(assessmentId, epoch, content);
    this.#remember(key);
    return key;
  }

  #remember(key: DraftKey): void {
    this.#known.set(fileName(key.assessmentId, key.epoch), { key, readAt: Date.now() });
  }
}

class MemoryStorage implements DraftKeyStorage {
  readonly #files = new Map<string, string>();
  read(name: string) {
    return this.#files.get(name);
  }
  createExclusive(name: string, content: string) {
    if (this.#files.has(name)) return false;
    this.#files.set(name, content);
    return true;
  }
  remove(name: string) {
    this.#files.delete(name);
  }
  names() {
    return [...this.#files.keys()];
  }
}

class FolderStorage implements DraftKeyStorage {
  readonly #dir: string;
  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  read(name: string) {
    try {
      return readFileSync(join(this.#dir, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  createExclusive(name: string, content: string) {
    return createFileAtomically(this.#dir, name, content);
  }

  /** Overwritten and removed (synced-files.ts), the folder synced. */
  remove(name: string) {
    if (destroyFile(join(this.#dir, name))) syncFolder(this.#dir);
  }

  names() {
    return readdirSync(this.#dir).filter((name) => DRAFT_KEY_FILE.test(name));
  }
}
