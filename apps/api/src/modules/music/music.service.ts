import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { type MusicItem, type Ok, UPLOADS } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import type { UploadedFile } from '../../platform/common/http/input.decorator';
import { EXTENSION, StoredFiles } from '../../platform/storage/stored-files';
import { MusicRepository } from './music.repository';

/** Songs are stored under this prefix: their key is the `Key` the widget plays from the public bucket. */
export const MUSIC_PREFIX = 'music/';

const toItem = ({ id, key, title }: { id: string; key: string; title: string }): MusicItem => ({ id, Key: key, title });

/** The music widget's songs: the list anyone with the client key reads, and the platform admins' uploads. */
@Injectable()
export class MusicService {
  constructor(
    private readonly music: MusicRepository,
    private readonly files: StoredFiles,
  ) {}

  async list(): Promise<MusicItem[]> {
    return (await this.music.list()).map(toItem);
  }

  async upload(auth: AuthContext, file: UploadedFile, title?: string): Promise<MusicItem> {
    const type = await this.files.acceptedType(file, UPLOADS.music);
    const key = `${MUSIC_PREFIX}${randomUUID()}.${EXTENSION[type]}`;
    const track = { key, title: title ?? titleFromFileName(file.originalname), contentType: type, bytes: file.buffer.length };
    return toItem(
      await this.files.storeThen(key, file.buffer, type, () => this.music.create({ ...track, uploadedById: auth.user.id })),
    );
  }

  async remove(id: string): Promise<Ok> {
    const key = await this.music.remove(id);
    if (!key) throw AppError.notFound('No such song');
    await this.files.removeQuietly(key);
    return { message: 'The song was removed' };
  }

  file(name: string): Promise<StreamableFile> {
    return this.files.publicFile(`${MUSIC_PREFIX}${name}`);
  }
}

/** 'late-night_lofi.mp3' → 'late night lofi'. */
function titleFromFileName(fileName = ''): string {
  const base = path.parse(fileName).name.replace(/[_-]+/g, ' ').trim();
  return (base || 'Untitled').slice(0, 80);
}
