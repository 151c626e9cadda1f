import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { ThemeMode } from '@nexus/contracts';
import { useSession } from '../lib/session/useSession';
import { useThemeMode } from './theme/ThemeModeProvider';

export const DARK_MODE_LABEL = 'Dark mode';

/** A toggle button named 'Dark mode', pressed when the dark theme is on. */
export function ThemeToggle() {
  const { mode } = useThemeMode();
  const { setDarkMode } = useSession();
  const dark = mode === ThemeMode.Dark;
  return (
    // The native title, not MUI's Tooltip: this button is on the first screen, and Tooltip brings Popper with it.
    <IconButton
      aria-label={DARK_MODE_LABEL}
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setDarkMode(!dark)}
    >
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
