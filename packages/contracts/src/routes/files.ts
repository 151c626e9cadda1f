import { z } from 'zod';
import { UPLOADS } from '../constants.js';
import { defineRoute } from '../route.js';
import { idParams, idSchema, okSchema } from '../schemas/common.js';
import { applyResumeBodySchema, resumeImportSchema, resumeUploadQuerySchema } from '../schemas/resumes.js';
import { userSchema } from '../schemas/users.js';
import { PartnerFunction } from '../enums.js';
import { companyImageParams, companyProfileSchema } from '../schemas/partners.js';
import { partnerAdmin, self } from './access.js';

const fileName = z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|pdf|docx)$/, { message: 'is not a file of Nexus' });

export const filesRoutes = {
  uploadAvatar: defineRoute({
    method: 'PUT',
    path: '/user/:id/avatar',
    access: self(),
    writes: true,
    tag: 'files',
    summary: 'Upload a profile photo (multipart field "file")',
    params: idParams,
    upload: UPLOADS.avatar,
    response: userSchema,
  }),
  avatar: defineRoute({
    method: 'GET',
    path: '/files/avatars/:userId/:name',
    access: { kind: 'public' },
    tag: 'files',
    summary: 'A profile photo (public, like the name next to it)',
    params: z.object({ userId: idSchema, name: fileName }),
    binary: true,
    response: z.unknown(),
  }),
  uploadCompanyImage: defineRoute({
    method: 'PUT',
    path: '/partner-profile/:id/image/:kind',
    access: partnerAdmin('id', PartnerFunction.EditCompanyPage),
    writes: true,
    tag: 'files',
    summary: 'Upload the company page\'s logo or banner (multipart field "file"; admins holding EDIT_COMPANY_PAGE)',
    params: companyImageParams,
    upload: UPLOADS.companyImage,
    response: companyProfileSchema,
  }),
  companyImage: defineRoute({
    method: 'GET',
    path: '/files/partners/:partnerId/:name',
    access: { kind: 'public' },
    tag: 'files',
    summary: "A company page's logo or banner (public, like the page)",
    params: z.object({ partnerId: idSchema, name: fileName }),
    binary: true,
    response: z.unknown(),
  }),
  uploadResume: defineRoute({
    method: 'PUT',
    path: '/user/:id/resume',
    access: self(),
    writes: true,
    tag: 'files',
    summary: 'Upload a resume (multipart field "file"); its text is read in the background to propose profile fields',
    params: idParams,
    query: resumeUploadQuerySchema,
    upload: UPLOADS.resume,
    response: resumeImportSchema,
  }),
  resume: defineRoute({
    method: 'GET',
    path: '/profile/:id/resume',
    access: { kind: 'user' },
    tag: 'files',
    summary: "Download a member's resume (the owner, or anyone when shown and not blocked)",
    params: idParams,
    binary: true,
    response: z.unknown(),
  }),
  resumeImport: defineRoute({
    method: 'GET',
    path: '/user/:id/resume-import',
    access: self(),
    tag: 'files',
    summary: 'The latest resume being read and the fields proposed from it',
    params: idParams,
    response: resumeImportSchema,
  }),
  applyResumeImport: defineRoute({
    method: 'PUT',
    path: '/user/:id/resume-import/apply',
    access: self(),
    writes: true,
    tag: 'files',
    summary: "Fill the profile with the accepted proposals; the 'profile updated' event follows",
    params: idParams,
    body: applyResumeBodySchema,
    response: okSchema,
  }),
} as const;
