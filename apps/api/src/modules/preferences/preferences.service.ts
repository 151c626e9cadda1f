import { Injectable } from '@nestjs/common';
import type { Preference, UpdatePreferenceBody } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { PreferencesRepository } from './preferences.repository';

@Injectable()
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  get(userId: string): Promise<Preference> {
    return this.preferences.getOrCreate(userId);
  }

  save(userId: string, darkMode: boolean | null): Promise<Preference> {
    return this.preferences.save(userId, darkMode);
  }

  /** Changes only the settings given (dark mode, read receipts, typing indicators). */
  async update(userId: string, id: string, changes: UpdatePreferenceBody): Promise<Preference> {
    const updated = await this.preferences.update(userId, id, changes);
    if (!updated) throw AppError.notFound('Preferences not found');
    return updated;
  }
}
