import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deleteRecord, readRecord, writeRecord } from '../../../../web/lib/local-db';

const KEY = 'location';
const schema = z.string().regex(/^\d{5}::HOME$/);

beforeEach(() => deleteRecord(KEY));

describe('a record read with a schema loader', () => {
  it('does not load the schema when nothing is stored (a first visit loads no zod)', async () => {
    const load = vi.fn(async () => schema);
    expect(await readRecord(KEY, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it to check a stored record, and drops a record that fails the check', async () => {
    const load = vi.fn(async () => schema);
    await writeRecord(KEY, '80011::HOME');
    expect(await readRecord(KEY, load)).toBe('80011::HOME');
    expect(load).toHaveBeenCalledOnce();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeRecord(KEY, 'not a location');
    expect(await readRecord(KEY, load)).toBeUndefined();
    expect(await readRecord(KEY, schema)).toBeUndefined(); // deleted, not trusted again
  });
});
