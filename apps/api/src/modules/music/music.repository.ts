import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database/prisma.service';

export interface NewMusicTrack {
  key: string;
  title: string;
  contentType: string;
  bytes: number;
  uploadedById: string | null;
}

const ITEM = { id: true, key: true, title: true } as const;

/** music_tracks: the music widget's songs, oldest first. */
@Injectable()
export class MusicRepository {
  constructor(private readonly prisma: PrismaService) {}

  list() {
    return this.prisma.musicTrack.findMany({ select: ITEM, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  create(track: NewMusicTrack) {
    return this.prisma.musicTrack.create({ data: track, select: ITEM });
  }

  /** The removed track's storage key, or null when there was none. */
  async remove(id: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRaw<{ key: string }[]>`DELETE FROM music_tracks WHERE id = ${id}::uuid RETURNING key`;
    return row?.key ?? null;
  }
}
