import { describe, expect, it } from 'vitest';
import { isNonLoginTokenPath, SettingsPaths } from './settingsPaths';

describe('tokens in the query string', () => {
  it('logs in with ?token= except on pages whose token is for something else', () => {
    expect(isNonLoginTokenPath('/reset-password', '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath(SettingsPaths.unsubscribe, '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath(SettingsPaths.deleteAccount, '/reset-password')).toBe(true);
    expect(isNonLoginTokenPath('/feed', '/reset-password')).toBe(false);
  });
});
