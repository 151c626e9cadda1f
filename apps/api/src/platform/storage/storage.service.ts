import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live: an S3-compatible bucket when S3_BUCKET is set, otherwise files under
 * DATA_DIR/uploads, so a newcomer needs nothing else. Keys are paths like `avatars/<user>/<file>`.
 */
@Injectable()
export class StorageService implements OnModuleDestroy {
  private readonly s3?: S3Client;
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.root = path.join(config.dataDir, 'uploads');
    if (config.s3) {
      const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
      this.s3 = new S3Client({
        region,
        endpoint,
        forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (this.s3) {
      await this.s3.send(
        new PutObjectCommand({ Bucket: this.config.s3!.bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return;
    }
    const file = this.localPath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  /** The object, or null when there is none under that key. */
  async get(key: string, contentType: string): Promise<StoredObject | null> {
    if (this.s3) {
      try {
        const object = await this.s3.send(new GetObjectCommand({ Bucket: this.config.s3!.bucket, Key: key }));
        return { body: object.Body as Readable, contentType: object.ContentType ?? contentType, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    }
    const file = this.localPath(key);
    const info = await stat(file).catch(() => null);
    return info ? { body: createReadStream(file), contentType, size: info.size } : null;
  }

  async delete(key: string): Promise<void> {
    if (this.s3) await this.s3.send(new DeleteObjectCommand({ Bucket: this.config.s3!.bucket, Key: key }));
    else await rm(this.localPath(key), { force: true });
  }

  onModuleDestroy(): void {
    this.s3?.destroy();
  }

  private localPath(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return file;
  }
}
