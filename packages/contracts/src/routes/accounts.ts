import { defineRoute } from '../route.js';
import { deleteAccountConfirmBodySchema, deleteAccountRequestBodySchema, accountExportSchema } from '../schemas/accounts.js';
import { idParams, okSchema } from '../schemas/common.js';
import { self } from './access.js';

export const accountsRoutes = {
  requestDeletion: defineRoute({
    method: 'PUT',
    path: '/user/:id/send-verification/delete',
    access: self(),
    tag: 'accounts',
    summary: 'Ask to delete the account: mails a confirmation link',
    params: idParams,
    body: deleteAccountRequestBodySchema,
    response: okSchema,
  }),
  confirmDeletion: defineRoute({
    method: 'PUT',
    path: '/user/delete/confirm',
    access: { kind: 'public' },
    tag: 'accounts',
    summary: 'Delete the account with the mailed link: personal data is erased',
    body: deleteAccountConfirmBodySchema,
    response: okSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/user/:id/export',
    access: self(),
    tag: 'accounts',
    summary: 'Download everything Nexus holds about the member as one JSON file',
    params: idParams,
    response: accountExportSchema,
  }),
} as const;
