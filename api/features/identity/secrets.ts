import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 256 random bits, base64url: session tokens and mail link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new row id. */
export const newId = (): string => randomUUID();
