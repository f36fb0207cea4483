/** The identity calls of the web app, typed and checked by the contract (core/contract/identity). */
import type { z } from 'zod';
import * as contract from '../../../core/contract/identity';
import type { Endpoint, EndpointInput } from '../../../core/contract';
import { apiFetch } from '../../lib/api';

/**
 * §8 'missing token after refresh': the refresh was answered (2xx) but the answer carries no live
 * session — no session times, or a session already past its end. The token itself is an HttpOnly
 * cookie the client cannot read, so the session times the server answers only for a live session
 * are the proof that a token exists. Unlike a failed refresh this always means logout.
 */
export class MissingSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingSessionError';
  }
}

type RefreshAnswer = z.output<(typeof contract.refreshSessionToken)['output']>;

/** The refresh answer, if it names a session that is still alive; else a MissingSessionError. */
export function liveSessionOf(answer: unknown, now = Date.now()): RefreshAnswer {
  const parsed = contract.refreshSessionToken.output.safeParse(answer);
  if (!parsed.success) throw new MissingSessionError('The session refresh answered without a session');
  const expiresAt = Date.parse(parsed.data.data.expiresAt);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(Date.parse(parsed.data.data.idleExpiresAt))) {
    throw new MissingSessionError('The session refresh answered without session times');
  }
  // only the absolute end is compared with this device's clock: the idle end is minutes away and a
  // clock running a little fast would end every session; the absolute end is days away
  if (expiresAt <= now) throw new MissingSessionError('The session refresh answered a session that has ended');
  return parsed.data;
}

function post<E extends Endpoint>(endpoint: E, body: EndpointInput<E>): Promise<z.output<E['output']>> {
  return apiFetch(endpoint.path, { method: 'POST', body, schema: endpoint.output }) as Promise<z.output<E['output']>>;
}

export const identityApi = {
  register: (input: EndpointInput<typeof contract.register>) => post(contract.register, input),
  login: (input: EndpointInput<typeof contract.login>) => post(contract.login, input),
  logout: () => post(contract.logout, {}),
  forgotPassword: (email: string) => post(contract.forgotPassword, { email }),
  resetPassword: (token: string, password: string) => post(contract.resetPassword, { token, password }),
  verifyEmail: (token: string) => post(contract.verifyEmail, { token }),
  accountInfo: () => post(contract.accountInfo, {}),
  /**
   * Keeps the session alive (forced: a new token). Rejects with an ApiError when the refresh failed,
   * with a MissingSessionError when it was answered without a live session (§8: logout).
   */
  refreshSession: (forceRefreshToken: boolean): Promise<RefreshAnswer> =>
    apiFetch<unknown>(contract.refreshSessionToken.path, { method: 'POST', body: { forceRefreshToken } }).then((answer) => liveSessionOf(answer)),
  updateStaffProfile: (input: EndpointInput<typeof contract.updateStaffProfile>) => post(contract.updateStaffProfile, input),
  searchClinic: (searchType: 'name' | 'zip' | 'id', searchTerm: string) => post(contract.searchClinic, { searchType, searchTerm }),
  joinClinic: (groupID: string) => post(contract.joinClinic, { groupID }),
  fetchAddress: (clinicID: string) => post(contract.fetchAddress, { clinicID }),
  /** The identity JWT; §8: a failure rejects with an empty value (''), which callers treat as 'no token' */
  jwt: (): Promise<string> =>
    post(contract.identityJwt, {}).then(
      (answer) => answer.data.jwt,
      () => Promise.reject(''),
    ),
  /** §8: a cache deletion failure answers false, never throws */
  deleteCacheItem: (cacheKey: string) =>
    post(contract.deleteCacheItem, { cacheKey })
      .then((answer) => answer.data)
      .catch(() => false),
};
