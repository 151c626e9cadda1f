import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, publicAppConfig } from '../../platform/config/app-config';

/** Client analytics (§9) is configured by the environment and handed to the web by GET app/config. */
describe('client analytics configuration', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-config-')), ...env });

  it('is off by default: GET app/config then carries no analytics', () => {
    const config = load({});
    expect(config.analytics).toBeUndefined();
    expect(publicAppConfig(config)).not.toHaveProperty('analytics');
    expect(load({ ANALYTICS_DESTINATION: '' }).analytics).toBeUndefined();
  });

  it('passes each destination with what it needs, and only that', () => {
    const ids = { GA_MEASUREMENT_ID: 'G-ABC123', MIXPANEL_TOKEN: 'f00dfeed' };
    expect(load({ ANALYTICS_DESTINATION: 'GA', ...ids }).analytics).toEqual({
      destination: 'GA',
      gaMeasurementId: 'G-ABC123',
    });
    expect(load({ ANALYTICS_DESTINATION: 'mixpanel', ...ids }).analytics).toEqual({
      destination: 'mixpanel',
      mixpanelToken: 'f00dfeed',
    });
    const both = load({ ANALYTICS_DESTINATION: 'both', ...ids });
    expect(publicAppConfig(both).analytics).toEqual({
      destination: 'both',
      ...{ gaMeasurementId: 'G-ABC123', mixpanelToken: 'f00dfeed' },
    });
  });

  it.each([
    [
      { ANALYTICS_DESTINATION: 'segment' },
      'Invalid configuration: ANALYTICS_DESTINATION must be GA, mixpanel, both or empty (got "segment")',
    ],
    [{ ANALYTICS_DESTINATION: 'GA' }, 'Invalid configuration: GA_MEASUREMENT_ID must be set when ANALYTICS_DESTINATION is GA'],
    [
      { ANALYTICS_DESTINATION: 'both' },
      'Invalid configuration: GA_MEASUREMENT_ID, MIXPANEL_TOKEN must be set when ANALYTICS_DESTINATION is both',
    ],
    [
      { GA_MEASUREMENT_ID: 'UA-1234' },
      'Invalid configuration: GA_MEASUREMENT_ID must be a GA4 measurement ID (G-XXXXXXX) (got "UA-1234")',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => load(env)).toThrow(new ConfigError(message));
  });
});
