/**
 * One identity call, typed and checked by the contract (core/contract/identity). Apart from
 * identity-api.ts so the start of every page, which asks only for the account info, does not carry
 * every identity call (issue 3: what a first visit loads).
 */
import type { z } from 'zod';
import type { EndpointInput } from '../../../core/contract';
import type * as contract from '../../../core/contract/identity';
import { IDENTITY_PATHS } from '../../../core/contract/paths';
import { apiFetch, type ResponseParser } from '../../lib/api';

export type IdentityContract = typeof contract;
/** An identity endpoint, by the name of its definition (and of its path in IDENTITY_PATHS). */
type IdentityEndpoint = keyof typeof IDENTITY_PATHS;
export type AnswerOf<N extends IdentityEndpoint> = z.output<IdentityContract[N]['output']>;

/**
 * The definitions, whose answer schemas check every answer, load (with zod) only once there is an
 * answer to check: the account-info every start asks for is refused for a visitor who is not
 * signed in, so a first visit loads neither (issue 3's JS budget).
 */
export const loadIdentityContract = (): Promise<IdentityContract> => import('../../../core/contract/identity');

/** Posts `body` to the identity endpoint `name`; resolves with its checked answer. */
export function postIdentity<N extends IdentityEndpoint>(name: N, body: EndpointInput<IdentityContract[N]>): Promise<AnswerOf<N>> {
  return apiFetch<AnswerOf<N>>(IDENTITY_PATHS[name], {
    method: 'POST',
    body,
    // the generic lookup loses the link between an endpoint's schema and its answer type
    schema: () => loadIdentityContract().then((definitions) => definitions[name].output as unknown as ResponseParser<AnswerOf<N>>),
  });
}
