import { useSyncExternalStore } from 'react';
import { DEVICE_BREAKPOINTS_PX } from '@nexus/contracts';

export type DeviceClass = 'device' | 'desktop' | 'largeDesktop';

const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;

/** Tablets are devices whatever their width (§9). iPadOS 13+ reports as a Mac with touch. */
export function isTabletUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (TABLET_UA.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** Under 1024 px (or a tablet) is a device, 1024 to 1439 a desktop, 1440 and over a large desktop. */
export function classifyDevice(widthPx: number, userAgent = '', maxTouchPoints = 0): DeviceClass {
  if (widthPx < DEVICE_BREAKPOINTS_PX.device || isTabletUserAgent(userAgent, maxTouchPoints)) return 'device';
  if (widthPx < DEVICE_BREAKPOINTS_PX.largeDesktop) return 'desktop';
  return 'largeDesktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const snapshot = (): DeviceClass =>
  classifyDevice(window.innerWidth, window.navigator.userAgent, window.navigator.maxTouchPoints);

export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}

export function useIsDevice(): boolean {
  return useDeviceClass() === 'device';
}
