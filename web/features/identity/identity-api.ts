/** The identity calls of the web app, typed and checked by the contract (core/contract/identity). */
import type { EndpointInput } from '../../../core/contract/define';
import { callEndpoint } from '../../lib/api';
import { loadIdentityContract } from '../../lib/lazy-schemas';
import { type AnswerOf, type IdentityContract, identityRef, postIdentity as post } from './identity-call';

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

type RefreshAnswer = AnswerOf<'refreshSessionToken'>;

/** The refresh answer, if it names a session that is still alive; else (rejects) a MissingSessionError. */
export async function liveSessionOf(answer: unknown, now = Date.now()): Promise<RefreshAnswer> {
  const { refreshSessionToken } = await loadIdentityContract();
  const parsed = refreshSessionToken.output.safeParse(answer);
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

export const identityApi = {
  register: (input: EndpointInput<IdentityContract['register']>) => post('register', input),
  login: (input: EndpointInput<IdentityContract['login']>) => post('login', input),
  logout: () => post('logout', {}),
  forgotPassword: (email: string) => post('forgotPassword', { email }),
  resetPassword: (token: string, password: string) => post('resetPassword', { token, password }),
  verifyEmail: (token: string) => post('verifyEmail', { token }),
  accountInfo: () => post('accountInfo', {}),
  /**
   * Keeps the session alive (forced: a new token). Rejects with an ApiError when the refresh failed,
   * with a MissingSessionError when it was answered without a live session (§8: logout).
   */
  refreshSession: (forceRefreshToken: boolean): Promise<RefreshAnswer> =>
    callEndpoint(identityRef('refreshSessionToken'), { forceRefreshToken }).then((answer) => liveSessionOf(answer)),
  updateStaffProfile: (input: EndpointInput<IdentityContract['updateStaffProfile']>) => post('updateStaffProfile', input),
  searchClinic: (searchType: 'name' | 'zip' | 'id', searchTerm: string) => post('searchClinic', { searchType, searchTerm }),
  joinClinic: (groupID: string) => post('joinClinic', { groupID }),
  fetchAddress: (clinicID: string) => post('fetchAddress', { clinicID }),
  /** The identity JWT; §8: a failure rejects with an empty value (''), which callers treat as 'no token' */
  jwt: (): Promise<string> =>
    post('identityJwt', {}).then(
      (answer) => answer.data.jwt,
      () => Promise.reject(''),
    ),
  /** §8: a cache deletion failure answers false, never throws */
  deleteCacheItem: (cacheKey: string) =>
    post('deleteCacheItem', { cacheKey })
      .then((answer) => answer.data)
      .catch(() => false),
};
