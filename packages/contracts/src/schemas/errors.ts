import { z } from 'zod';
import { ErrorCode } from '../errors.js';

// The error body's schemas, apart from errors.ts: the web's first screen needs the codes without zod.
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every error the API returns has this body. `httpMessage` is what the web app shows (§8);
 * `responseMessage` repeats it for the login flow, which reads that name.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  httpMessage: z.string(),
  responseMessage: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  /** TOTP_SETUP_REQUIRED only: the secret to add to an authenticator app, also as an otpauth:// address (QR code). */
  totpSetup: z.object({ secret: z.string(), otpauthUrl: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
