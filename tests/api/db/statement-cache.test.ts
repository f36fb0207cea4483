import { describe, expect, it } from 'vitest';
import { StatementCache } from '../../../api/db/statement-cache';

describe('statement cache', () => {
  it('parses a text once under a name and binds to that name afterwards', () => {
    const cache = new StatementCache(4);
    const first = cache.use('select $1');
    expect(first).toMatchObject({ parse: true, close: [] });
    expect(cache.use('select $1')).toEqual({ name: first.name, parse: false, close: [] });
    expect(cache.use('select $2').name).not.toBe(first.name);
  });

  it('closes the least recently used statement when a new one passes the limit', () => {
    const cache = new StatementCache(2);
    const a = cache.use('a');
    const b = cache.use('b');
    cache.use('a'); // a is now more recent than b
    const c = cache.use('c');
    expect(c).toMatchObject({ parse: true, close: [b.name] });
    expect(cache.size).toBe(2);
    expect(cache.use('a')).toMatchObject({ name: a.name, parse: false });
    expect(cache.use('b')).toMatchObject({ parse: true, close: [c.name] });
  });

  it('forgets a statement whose parsing call failed, and closes it with the next call', () => {
    const cache = new StatementCache(2);
    const broken = cache.use('selec 1');
    cache.failed(broken, 'selec 1');
    const next = cache.use('select 1');
    expect(next.close).toEqual([broken.name]);
    expect(cache.use('selec 1')).toMatchObject({ parse: true });
    expect(cache.use('selec 1').name).not.toBe(broken.name);
  });

  it('keeps a statement that was already parsed when a later call fails, and closes again what a failed call was to close', () => {
    const cache = new StatementCache(1);
    const a = cache.use('a');
    const b = cache.use('b'); // closes a
    expect(b.close).toEqual([a.name]);
    cache.failed(b, 'b');
    expect(cache.use('c').close).toEqual([b.name, a.name]);
    const kept = cache.use('c');
    cache.failed(kept, 'c');
    expect(cache.use('c')).toMatchObject({ name: kept.name, parse: false, close: [] });
  });
});
