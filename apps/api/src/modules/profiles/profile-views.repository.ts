import { Injectable } from '@nestjs/common';
import type { Db } from '../../platform/database/prisma.service';

/** The profile_views table: one row per profile, viewer and (UTC) day. */
@Injectable()
export class ProfileViewsRepository {
  /** Counts a view once per viewer per day: a second view the same day changes nothing. */
  record(db: Db, profileUserId: string, viewerId: string) {
    return db.$executeRaw`
      INSERT INTO profile_views (profile_user_id, viewer_id, day)
      VALUES (${profileUserId}::uuid, ${viewerId}::uuid, (now() AT TIME ZONE 'UTC')::date)
      ON CONFLICT DO NOTHING`;
  }

  /** Distinct viewer-days of all time: the primary key's leading column makes it an index range. */
  countFor(db: Db, profileUserId: string) {
    return db.profileView.count({ where: { profileUserId } });
  }
}
