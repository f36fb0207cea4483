/**
 * One identity call, typed and checked by the contract (core/contract/identity). Apart from
 * identity-api.ts so the start of every page, which asks only for the account info, does not carry
 * every identity call (what a first visit loads).
 */
import type { EndpointInput, EndpointOutput, EndpointRef } from '../../../core/contract/define';
import type * as contract from '../../../core/contract/identity';
import { IDENTITY_PATHS } from '../../../core/contract/paths';
import { callEndpoint, type ResponseParser } from '../../lib/api';
import { loadIdentityContract } from '../../lib/lazy-schemas';

export type IdentityContract = typeof contract;
/** An identity endpoint, by the name of its definition (and of its path in IDENTITY_PATHS). */
type IdentityEndpoint = keyof typeof IDENTITY_PATHS;
export type AnswerOf<N extends IdentityEndpoint> = EndpointOutput<IdentityContract[N]>;

/** The zod-free reference to the identity endpoint `name` (every identity call is a POST). */
export function identityRef<N extends IdentityEndpoint>(name: N): EndpointRef<IdentityContract[N]> {
  // not endpointRef's check: the definitions take their path from IDENTITY_PATHS, by the same name
  return { path: IDENTITY_PATHS[name], method: 'POST' };
}

/** Posts `body` to the identity endpoint `name`; resolves with its answer, checked by its schema. */
export function postIdentity<N extends IdentityEndpoint>(name: N, body: EndpointInput<IdentityContract[N]>): Promise<AnswerOf<N>> {
  return callEndpoint(identityRef(name), body, {
    // the generic lookup loses the link between an endpoint's schema and its answer type
    check: () => loadIdentityContract().then((definitions) => definitions[name].output as unknown as ResponseParser<AnswerOf<N>>),
  });
}
