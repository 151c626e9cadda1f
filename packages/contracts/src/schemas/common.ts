import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants.js';

export const PASSWORD_RULES = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long and include at least one letter and one number`;

export const idSchema = z.uuid({ message: 'must be a valid id' });
export const idParams = z.object({ id: idSchema });
/** A path naming a partner as `:partnerId`. */
export const partnerIdParams = z.object({ partnerId: idSchema });
export const userIdParams = z.object({ userId: idSchema });

/** E-mails are lowercased and trimmed before anything else sees them (§5). */
export const emailSchema = z
  .string({ message: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'must be at most 254 characters' })
  .email({ message: 'must be a valid e-mail address' });

export const passwordSchema = z
  .string({ message: 'is required' })
  .min(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULES })
  .max(PASSWORD_MAX_LENGTH, { message: PASSWORD_RULES })
  .regex(/[A-Za-z]/, { message: PASSWORD_RULES })
  .regex(/\d/, { message: PASSWORD_RULES });

export const nameSchema = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(60, { message: 'must be at most 60 characters' });

export const verificationCodeSchema = z
  .string({ message: 'is required' })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), {
    message: `must be the ${VERIFICATION_CODE_LENGTH}-digit code from the e-mail`,
  });

export const opaqueTokenSchema = z.string({ message: 'is required' }).trim().min(20, { message: 'is not valid' }).max(512);

export const isoDateSchema = z.string().datetime({ offset: true });

export const okSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof okSchema>;

/**
 * Lists are read in keyset pages: pass back `nextCursor` as `cursor` to get the next one. `page` is accepted for
 * the spec's callers (page, pageSize, dir, sort) and reads the first pages the same way.
 */
export const keysetPageQuery = (defaultPageSize: number) =>
  z.object({
    cursor: z.string().max(200).optional(),
    page: z.coerce.number({ message: 'must be a number' }).int().min(1, { message: 'must be at least 1' }).default(1),
    pageSize: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1, { message: 'must be at least 1' })
      .max(50, { message: 'must be at most 50' })
      .default(defaultPageSize),
  });

/** One keyset page of `item`s; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
