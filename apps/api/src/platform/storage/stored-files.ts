import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { PUBLIC_FILES_PATH, type UploadContract } from '@nexus/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../common/errors/app-error';
import type { UploadedFile } from '../common/http/input.decorator';
import { StorageService } from './storage.service';

/** The extension a stored file's key ends with, by its type: files are served with the type their name says. */
export const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
};
export const CONTENT_TYPE_OF = Object.fromEntries(Object.entries(EXTENSION).map(([type, ext]) => [ext, type]));
/** Where a public file is served: this, then its storage key. */
export const FILES_PATH = `${PUBLIC_FILES_PATH}/`;

/** Uploads checked by their bytes, stored, recorded and served: what every feature that keeps files shares. */
@Injectable()
export class StoredFiles {
  private readonly logger = new Logger('Files');

  constructor(private readonly storage: StorageService) {}

  /**
   * The file's type, read from its bytes (not its name or header: a renamed file does not pass); a 400 naming the
   * upload's field when it is not one the upload takes.
   */
  async acceptedType(file: UploadedFile, upload: UploadContract): Promise<string> {
    const detected = await fileTypeFromBuffer(file.buffer);
    if (!detected || !upload.contentTypes.includes(detected.mime))
      throw AppError.invalid(upload.field, `must be ${upload.description}`);
    return detected.mime;
  }

  /** Stores the object, then records it; if recording fails the object is removed: nothing half-written. */
  async storeThen<T>(key: string, content: Buffer, type: string, record: () => Promise<T>): Promise<T> {
    await this.storage.put(key, content, type);
    try {
      return await record();
    } catch (error) {
      await this.removeQuietly(key);
      throw error;
    }
  }

  async removeQuietly(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => this.logger.warn(`Could not remove ${key}: ${String(error)}`));
  }

  /** A stored public file by its key, typed by its extension; 404 when there is none. */
  async publicFile(key: string): Promise<StreamableFile> {
    const object = await this.storage.get(key, CONTENT_TYPE_OF[key.split('.').pop()!] ?? 'application/octet-stream');
    if (!object) throw AppError.notFound();
    return new StreamableFile(object.body, { type: object.contentType, length: object.size || undefined });
  }
}
