/**
 * Key material made at first start and kept in the database, so every process (and a restart)
 * signs and verifies with the same keys: an ES256 key pair for JWTs and an HMAC secret.
 * Two processes starting at once both try to insert; the first wins and both read it back.
 * A key the environment gives (JWT_PRIVATE_JWK, HMAC_SECRET: a secret store) is used instead and
 * never written to the database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../db/client';
import { identityKeys } from '../../db/schema';

const JWT_KEY = 'jwt-es256';
const HMAC_KEY = 'hmac-sha256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  /** secret of HMAC signatures (order-management cookie) */
  hmacSecret: Buffer;
}

async function readOrCreate(db: Db, name: string, make: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const [existing] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (existing) return existing.material;
  await db
    .insert(identityKeys)
    .values({ name, material: await make() })
    .onConflictDoNothing();
  const [row] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  return row.material;
}

/** Keys given by the environment instead of the database's. */
export interface GivenKeys {
  jwtPrivateJwk?: Record<string, unknown>;
  hmacSecret?: string;
}

/** The stored form of a JWT key pair from its private JWK (the public half is its x and y). */
async function jwtMaterial(privateJwk: JWK): Promise<Record<string, unknown>> {
  const { kty, crv, x, y } = privateJwk;
  const publicJwk = { kty, crv, x, y };
  return { privateJwk, publicJwk, kid: await calculateJwkThumbprint(publicJwk) };
}

async function loadKeys(db: Db, given: GivenKeys): Promise<SigningKeys> {
  const jwt = given.jwtPrivateJwk
    ? await jwtMaterial(given.jwtPrivateJwk as JWK)
    : await readOrCreate(db, JWT_KEY, async () =>
        jwtMaterial(await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey)),
      );
  const hmac = given.hmacSecret
    ? { secret: given.hmacSecret }
    : await readOrCreate(db, HMAC_KEY, async () => ({ secret: randomBytes(32).toString('base64url') }));
  const publicJwk = { ...(jwt.publicJwk as JWK), kid: jwt.kid as string, alg: 'ES256', use: 'sig' };
  return {
    kid: jwt.kid as string,
    privateKey: (await importJWK(jwt.privateJwk as JWK, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(jwt.publicJwk as JWK, 'ES256')) as CryptoKey,
    publicJwk,
    hmacSecret: Buffer.from(hmac.secret as string, 'base64url'),
  };
}

/** The keys, loaded (or made) once on first use; a failed load is retried by the next caller. */
export function signingKeys(db: Db, given: GivenKeys = {}): () => Promise<SigningKeys> {
  let loading: Promise<SigningKeys> | null = null;
  return () => {
    loading ??= loadKeys(db, given).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
