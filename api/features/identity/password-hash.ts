/**
 * Password hashes with scrypt (ASVS 2.4.3: N=2^17, r=8, p=1 in production). The parameters are
 * stored with each hash, so hashes made with the low test cost still verify and a stronger cost
 * can be introduced later (needsRehash tells the caller to store a new hash after a sign-in).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordHashCost = 'asvs' | 'low';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const PARAMS: Record<PasswordHashCost, ScryptParams> = {
  asvs: { N: 2 ** 17, r: 8, p: 1 },
  // tests only: every test account would otherwise cost 128 MB and a quarter of a second
  low: { N: 2 ** 10, r: 8, p: 1 },
};
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MB default
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const params = PARAMS[cost];
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** Whether `password` matches `stored`, and whether the hash is weaker than `cost` asks. */
export async function verifyPassword(
  password: string,
  stored: string,
  cost: PasswordHashCost,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  const parsed = parse(stored);
  if (!parsed) return { ok: false, needsRehash: false };
  const key = await derive(password, parsed.salt, parsed.params);
  const ok = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return { ok, needsRehash: ok && parsed.params.N < PARAMS[cost].N };
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the time of one verification for an email with no account, so response times do not
 * tell which emails have accounts.
 */
export async function verifyNothing(password: string, cost: PasswordHashCost): Promise<void> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy, cost);
}
