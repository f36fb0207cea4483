import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../api/features/identity/password-hash';

describe('password hashes (scrypt)', () => {
  it('production uses the ASVS parameters N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('Kibble-Meadow-2026', 'asvs');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Kibble-Meadow-2026', hash, 'asvs')).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('kibble-meadow-2026', hash, 'asvs')).toEqual({ ok: false, needsRehash: false });
  });

  it('salts every hash; a low-cost (test) hash verifies and asks to be re-hashed under the ASVS cost', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password-1', 'low'), hashPassword('same-password-1', 'low')]);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('same-password-1', a, 'asvs')).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('same-password-1', 'not-a-hash', 'low')).toEqual({ ok: false, needsRehash: false });
  });
});
