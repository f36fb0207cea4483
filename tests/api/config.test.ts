import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';

describe('loadConfig', () => {
  it('gives every default when the environment is empty', () => {
    const config = loadConfig({});
    expect(config.ports).toEqual({ DTC: 3000, HPSF: 3001 });
    expect(config.defaultSite).toBe('DTC');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it.each([
    ['DTC_PORT', 'abc'],
    ['HPSF_PORT', '70000'],
    ['SITE_CODE', 'SHOP'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['DATABASE_POOL_SIZE', '1'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['SITE_HOSTS', 'shop.example.com'],
    ['BODY_LIMIT', 'lots'],
    ['SEED_ON_START', 'maybe'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMITS', 'register=5'],
    ['RATE_LIMITS', 'signIn=5/60'],
    ['RATE_LIMITS', 'register=0/60'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable('config should have been refused');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).message).toContain(`${name}=${JSON.stringify(value)}`);
    }
  });

  it('refuses the same port for both storefronts', () => {
    expect(() => loadConfig({ DTC_PORT: '4000', HPSF_PORT: '4000' })).toThrow(/HPSF_PORT=4000/);
  });

  it('reads host mappings and connection URLs', () => {
    const config = loadConfig({
      SITE_HOSTS: 'shop.example.com=DTC,pro.example.com=HPSF',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.siteHosts).toEqual({ 'shop.example.com': 'DTC', 'pro.example.com': 'HPSF' });
    expect(config.databaseUrl).toBe('postgres://root@127.0.0.1:5432/test');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it("keeps its Redis keys under 'shop' unless REDIS_NAMESPACE says; a namespace that is not a plain word is refused", () => {
    expect(loadConfig({}).redisNamespace).toBe('shop');
    expect(loadConfig({ REDIS_NAMESPACE: 'shop-staging' }).redisNamespace).toBe('shop-staging');
    expect(() => loadConfig({ REDIS_NAMESPACE: 'shop:*' })).toThrow(/REDIS_NAMESPACE/);
  });

  it('leaves the pool size to the database client unless DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('trusts no proxy by default; TRUST_PROXY=true is one, a number is that many', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('has every rate limit of the table; CONTACT_MESSAGES_PER_HOUR and RATE_LIMITS override it', () => {
    const defaults = loadConfig({}).rateLimits;
    expect(defaults.signInAccount).toEqual({ points: 100, windowSeconds: 3600 });
    expect(defaults.contact).toEqual({ points: 5, windowSeconds: 3600 });
    const changed = loadConfig({ CONTACT_MESSAGES_PER_HOUR: '9', RATE_LIMITS: 'register=3/60, placeOrder=7/120' }).rateLimits;
    expect(changed.contact.points).toBe(9);
    expect(changed.register).toEqual({ points: 3, windowSeconds: 60 });
    expect(changed.placeOrder).toEqual({ points: 7, windowSeconds: 120 });
    expect(changed.verifyEmail).toEqual(defaults.verifyEmail);
  });
});
