import type { PartnerFunction } from '../enums.js';
import type { PartnerLookup, SignedInAccess } from '../route.js';

/** `self` access: the signed-in user must be the one named by `field` (a path parameter by default). */
export const self = (field = 'id', extra: { unverified?: boolean } = {}) => ({ kind: 'self', field, ...extra }) as const;

/** `partner` access: a user of the partner that `field` names (looked up through `lookup`), holding `fn` if given. */
export const partnerAdmin = (
  field: string,
  fn?: PartnerFunction,
  options: { in?: 'params' | 'body' | 'query'; lookup?: PartnerLookup } = {},
) => ({ kind: 'partner', partner: { field, ...options }, ...(fn ? { fn } : {}) }) as const;

/** Any one of the rules lets the caller through (e.g. the member themselves, or their partner's admin). */
export const anyOf = <const R extends readonly SignedInAccess[]>(...rules: R) => ({ kind: 'any', rules }) as const;
/** Every one of the rules must let the caller through. */
export const allOf = <const R extends readonly SignedInAccess[]>(...rules: R) => ({ kind: 'all', rules }) as const;
