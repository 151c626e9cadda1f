import { describe, expect, it } from 'vitest';
import { ThemeMode } from '@nexus/contracts';
import { AVATAR_COLOURS, createAppTheme } from './theme';

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    // The initials avatars before: MUI's grey 400 under the light background colour.
    expect(contrast('#bdbdbd', '#f3f5f8')).toBeCloseTo(1.72, 1);
  });

  it.each([ThemeMode.Light, ThemeMode.Dark])(
    'gives initials avatars at least 4.5:1 in the %s theme, through the theme',
    (mode) => {
      const { background, text } = AVATAR_COLOURS[mode];
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
      expect(createAppTheme(mode).components?.MuiAvatar?.styleOverrides?.colorDefault).toEqual({
        backgroundColor: background,
        color: text,
      });
    },
  );
});
