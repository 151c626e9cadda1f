import { describe, expect, it } from 'vitest';
import { classifyDevice, isTabletUserAgent } from './device';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
const IPAD_UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET_UA = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130 Safari/537.36';
const ANDROID_PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

describe('device classification (§9)', () => {
  it('uses the width breakpoints', () => {
    expect(classifyDevice(390, DESKTOP_UA)).toBe('device');
    expect(classifyDevice(1023, DESKTOP_UA)).toBe('device');
    expect(classifyDevice(1024, DESKTOP_UA)).toBe('desktop');
    expect(classifyDevice(1439, DESKTOP_UA)).toBe('desktop');
    expect(classifyDevice(1440, DESKTOP_UA)).toBe('largeDesktop');
  });

  it('treats tablets as devices whatever their width', () => {
    expect(classifyDevice(1366, IPAD_UA)).toBe('device');
    expect(classifyDevice(1280, ANDROID_TABLET_UA)).toBe('device');
    expect(classifyDevice(1280, MAC_UA, 5)).toBe('device');
    expect(classifyDevice(1280, MAC_UA, 0)).toBe('desktop');
  });

  it('tells tablets from phones by user agent', () => {
    expect(isTabletUserAgent(ANDROID_TABLET_UA)).toBe(true);
    expect(isTabletUserAgent(ANDROID_PHONE_UA)).toBe(false);
    expect(isTabletUserAgent(DESKTOP_UA)).toBe(false);
  });
});
