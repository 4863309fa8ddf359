import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unseal } from '#server/crypto/aead.ts';
import { decodeDraft, sealedKeyName } from '#server/assessments/answer-drafts.ts';
import { respondentKey } from '#server/assessments/respondent-key.ts';
import { deriveKey } from '#server/secrets.ts';

/*
 * What an attacker does with a copy of the data: every sealed version of a draft or a two-step
 * secret is dug out of the raw bytes (files of a data folder, or every page of every table read
 * with pageinspect), live or dead, and tried with whatever keys the attacker holds.
 */

/**
 * The body of a sealed draft: its nonce, ciphertext and tag in base64url, a 2 kB block at least.
 * Taken without its start (`d1.<epoch>.<tag>.v1.`, or `v1.` for an earlier version's): the
 * write-ahead log stores an updated row without the bytes it shares with the row it replaces,
 * and that start is among them. The attacker puts every start seen back in front of each body.
 */
const DRAFT_BODY = /[A-Za-z0-9_-]{2700,}/g;
const DRAFT_START = /d1\.\d{1,9}\.[A-Za-z0-9_-]{8}\.v1\./g;
/** A sealed two-step secret: 20 bytes of base32 (32 characters) with its nonce and tag. */
const SEALED_SHORT = /v1\.[A-Za-z0-9_-]{60,120}(?![A-Za-z0-9_-])/g;

export const draftBodiesIn = (text: string): string[] => text.match(DRAFT_BODY) ?? [];
export const draftStartsIn = (text: string): string[] => text.match(DRAFT_START) ?? [];
export const sealedShortSecretsIn = (text: string): string[] => text.match(SEALED_SHORT) ?? [];

/** Every file under `dir`, as latin1 text (one character per byte): what a copy of the folder holds. */
export function filesUnder(dir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else if (stats.isFile()) files.push({ path, text: readFileSync(path).toString('latin1') });
  };
  visit(dir);
  return files;
}

/** The forms a secret or key could take in bytes: as given, and its bytes raw and in hex. */
export function formsOf(secret: string): string[] {
  const bytes = Buffer.from(secret, 'base64url');
  return [secret, ...(bytes.length >= 16 ? [bytes.toString('latin1'), bytes.toString('hex')] : [])];
}

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const asBuffer = (value: unknown): Buffer => (value instanceof Uint8Array ? Buffer.from(value) : Buffer.alloc(0));

/**
 * Every page of every table (and TOAST table) of the database, read with pageinspect's
 * get_raw_page, as latin1 text: live rows, dead row versions, and whatever bytes a page still
 * holds. TOAST values, cut into chunks, are put together again (live and dead chunks alike).
 */
export async function pagesOfEveryTable(query: Query): Promise<{ relation: string; text: string }[]> {
  await query('create extension if not exists pageinspect');
  const relations = await query(`
    select c.oid::regclass::text as name, c.relkind::text as kind, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as blocks
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 't', 'm') and n.nspname <> 'information_schema' and c.relpersistence <> 't'`);
  const pages: { relation: string; text: string }[] = [];
  for (const relation of relations) {
    const name = String(relation.name);
    const chunks = new Map<number, { seq: number; data: Buffer }[]>();
    for (let block = 0; block < Number(relation.blocks); block += 1) {
      const [page] = await query('select get_raw_page($1, $2) as page', [name, block]);
      pages.push({ relation: name, text: asBuffer(page?.page).toString('latin1') });
      if (relation.kind !== 't') continue;
      for (const item of await query('select t_data from heap_page_items(get_raw_page($1, $2)) where t_data is not null', [name, block])) {
        const data = asBuffer(item.t_data);
        if (data.length < 12) continue;
        const header = data.readUInt8(8);
        // chunk_data's varlena header: one byte (short) or four (length shifted left by two).
        const [start, end] = (header & 0x01) === 1 ? [9, 8 + (header >> 1)] : [12, 8 + (data.readUInt32LE(8) >>> 2)];
        const list = chunks.get(data.readUInt32LE(0)) ?? [];
        list.push({ seq: data.readInt32LE(4), data: data.subarray(start, Math.min(end, data.length)) });
        chunks.set(data.readUInt32LE(0), list);
      }
    }
    for (const [id, list] of chunks) {
      const value = Buffer.concat(list.sort((a, b) => a.seq - b.seq).map((chunk) => chunk.data));
      pages.push({ relation: `${name} value ${id}`, text: value.toString('latin1') });
    }
  }
  return pages;
}

/** The draft keys as a secrets folder holds them: `<assessment>.<epoch>.key` files of `tag.key`. */
export function readRing(folder: string): Map<string, { tag: string; key: Buffer }> {
  const ring = new Map<string, { tag: string; key: Buffer }>();
  for (const name of readdirSync(folder)) {
    const match = /^(.+)\.(\d+)\.key$/.exec(name);
    if (!match) continue;
    const [tag = '', key = ''] = readFileSync(join(folder, name), 'utf8').trim().split('.');
    ring.set(`${match[1]}.${match[2]}`, { tag, key: Buffer.from(key, 'base64url') });
  }
  return ring;
}

export type AttackerKeys = { secrets: string[]; ring: Map<string, { tag: string; key: Buffer }> };

/**
 * Tries every sealed draft body found, behind every start seen (and an earlier version's), with
 * the attacker's keys, for every person of every assessment (respondent keys come from a secret:
 * without one, nobody's draft is bound to anything the attacker can name). Returns how many
 * versions of whose drafts opened.
 */
export function openDrafts(
  found: { bodies: Iterable<string>; starts: Iterable<string> },
  people: readonly { id: string; assessmentId: string }[],
  keys: AttackerKeys,
): Map<string, number> {
  const opened = new Map<string, number>();
  const starts = [...new Set([...found.starts, 'v1.'])];
  const versions = [...new Set(found.bodies)].flatMap((body) => starts.map((start) => `${start}${body}`));
  for (const sealed of versions) {
    const name = sealedKeyName(sealed);
    for (const secret of keys.secrets) {
      for (const person of people) {
        const boundTo = `answer_drafts:${person.assessmentId}:${respondentKey(secret, person.assessmentId, person.id)}`;
        const candidates = name
          ? [keys.ring.get(`${person.assessmentId}.${name.epoch}`)]
              .filter((entry) => entry?.tag === name.tag)
              .map((entry) => ({ key: entry?.key ?? Buffer.alloc(0), text: name.text }))
          : [{ key: deriveKey({ respondentSecret: secret }, 'answer-drafts'), text: sealed }];
        for (const candidate of candidates) {
          try {
            decodeDraft(unseal(candidate.key, candidate.text, boundTo));
            opened.set(person.id, (opened.get(person.id) ?? 0) + 1);
          } catch {
            // Not this person's, or not this key: on to the next.
          }
        }
      }
    }
  }
  return opened;
}

/** Tries every sealed short secret found as a two-step secret of every person, under each secret held. Returns whose opened. */
export function openSecondFactors(sealed: Iterable<string>, userIds: readonly string[], secrets: readonly string[]): Set<string> {
  const opened = new Set<string>();
  for (const text of new Set(sealed)) {
    for (const secret of secrets) {
      const key = deriveKey({ respondentSecret: secret }, 'second-factor');
      for (const userId of userIds) {
        try {
          unseal(key, text, `second-factor:${userId}`);
          opened.add(userId);
        } catch {
          // Not this person's, or not this secret.
        }
      }
    }
  }
  return opened;
}
