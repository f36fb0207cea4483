/**
 * Production refuses the defaults that are safe for a developer only, and can take its signing
 * keys from the environment instead of the database.
 */
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config';
import { signingKeys } from '../../api/features/identity/signing-keys';
import type { Db } from '../../api/db/client';

const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  SEED_DEMO_ACCOUNTS: 'false',
  SHOP_URL_DTC: 'https://shop.vitalis.example',
  SHOP_URL_HPSF: 'https://pro.vitalis.example',
  SMTP_URL: 'smtp://mail.vitalis.example:587',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
}

/** A database that must not be asked: keys given by the environment never touch it. */
const untouchable = new Proxy({}, { get: () => expect.unreachable('the database was asked for a key') }) as unknown as Db;

describe('production configuration', () => {
  it('starts with demo accounts off, https storefront URLs and SMTP', () => {
    expect(problemsOf(SAFE_PRODUCTION)).toEqual([]);
    expect(loadConfig(SAFE_PRODUCTION).seedDemoAccounts).toBe(false);
  });

  it('refuses the demo accounts, http or missing storefront URLs and mail without SMTP, naming each', () => {
    const problems = problemsOf({ NODE_ENV: 'production', SHOP_URL_DTC: 'http://shop.vitalis.example' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^SEED_DEMO_ACCOUNTS=true: set it to false in production/);
    expect(problems[1]).toMatch(/^SHOP_URL_DTC="http:\/\/shop.vitalis.example": production needs the storefront's https URL/);
    expect(problems[2]).toMatch(/^SHOP_URL_HPSF="": production needs/);
    expect(problems[3]).toMatch(/^SMTP_URL="": production needs an SMTP transport/);
  });

  it('lets demo accounts stay when nothing is seeded at start', () => {
    expect(problemsOf({ ...SAFE_PRODUCTION, SEED_DEMO_ACCOUNTS: 'true', SEED_ON_START: 'false' })).toEqual([]);
  });

  it('keeps development and tests as they were', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
  });
});

describe('signing keys from the environment', () => {
  it('signs and verifies with the given ES256 key and HMAC secret, never asking the database', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const env = { JWT_PRIVATE_JWK: JSON.stringify(await exportJWK(pair.privateKey)), HMAC_SECRET: 'k'.repeat(43) };
    const keys = await signingKeys(untouchable, loadConfig(env).identity.keys)();
    const token = await new SignJWT({ sub: 'c1' }).setProtectedHeader({ alg: 'ES256', kid: keys.kid }).sign(keys.privateKey);
    expect((await jwtVerify(token, pair.publicKey)).payload.sub).toBe('c1');
    expect(keys.hmacSecret).toEqual(Buffer.from('k'.repeat(43), 'base64url'));
  });

  it('refuses a key that is not a P-256 private JWK, or a short secret, naming the variable', () => {
    expect(problemsOf({ JWT_PRIVATE_JWK: '{"kty":"RSA"}' })[0]).toMatch(/^JWT_PRIVATE_JWK=/);
    expect(problemsOf({ JWT_PRIVATE_JWK: 'not json' })[0]).toMatch(/^JWT_PRIVATE_JWK=.*expected a JWK in JSON/);
    expect(problemsOf({ HMAC_SECRET: 'short' })[0]).toMatch(/^HMAC_SECRET=.*32 random bytes/);
  });
});
