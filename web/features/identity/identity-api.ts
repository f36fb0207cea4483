/** The identity calls of the web app, typed and checked by the contract (core/contract/identity). */
import type { z } from 'zod';
import * as contract from '../../../core/contract/identity';
import type { Endpoint, EndpointInput } from '../../../core/contract';
import { apiFetch } from '../../lib/api';

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
  refreshSession: (forceRefreshToken: boolean) => post(contract.refreshSessionToken, { forceRefreshToken }),
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
