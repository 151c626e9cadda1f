import { Global, Module } from '@nestjs/common';
import { StorageService } from './storage.service';
import { StoredFiles } from './stored-files';

@Global()
@Module({ providers: [StorageService, StoredFiles], exports: [StorageService, StoredFiles] })
export class StorageModule {}
