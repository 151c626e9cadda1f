/** `self` access: the signed-in user must be the one named by `field` (a path parameter by default). */
export const self = (field = 'id', extra: { unverified?: boolean } = {}) => ({ kind: 'self', field, ...extra }) as const;
