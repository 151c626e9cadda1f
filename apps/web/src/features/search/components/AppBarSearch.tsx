import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { SEARCH_PATH, SearchText } from '../searchText';
import { SearchCombobox } from './SearchCombobox';

const SHORTCUT = '/';

/** Whether a key press is typing into something (where '/' is a character, not the shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The '/' key focuses the box from anywhere on the page but a field. */
function useSlashShortcut(focus: () => void) {
  const latest = useRef(focus);
  useEffect(() => {
    latest.current = focus;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== SHORTCUT || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The app bar's search on a desktop: the box, showing the results page's words while that page is open. On a narrow
 * desktop (under MUI's lg, 1200 px), where the navigation leaves it too little room (an admin's eight entries at
 * 1024 px), it is an icon that opens the box over the navigation until focus leaves it ('/' opens it too).
 */
export function AppBarSearchBox() {
  const input = useRef<HTMLInputElement | null>(null);
  const compact = !useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const query = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  useSlashShortcut(() => {
    if (compact) setExpanded(true);
    input.current?.focus();
  });
  const box = <SearchCombobox variant="popup" query={query} inputRef={input} keyShortcut={SHORTCUT} autoFocus={compact} />;
  if (!compact) return <Box sx={{ flex: '0 1 360px', minWidth: 200, ml: 2 }}>{box}</Box>;
  return (
    <Box
      sx={{ position: 'relative', width: 40, height: 40, ml: 1, flexShrink: 0 }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setExpanded(false);
      }}
    >
      {expanded ? (
        <Box
          sx={{ position: 'absolute', left: 0, top: 0, width: 360, zIndex: 1, bgcolor: 'background.paper', borderRadius: 999 }}
        >
          {box}
        </Box>
      ) : (
        <IconButton aria-label={SearchText.label} aria-keyshortcuts={SHORTCUT} onClick={() => setExpanded(true)}>
          <SearchOutlined />
        </IconButton>
      )}
    </Box>
  );
}

/** The app bar's search on a phone or tablet: an icon that opens the search screen. */
export function AppBarSearchButton() {
  const here = useLocation().pathname === SEARCH_PATH;
  return (
    <IconButton
      component={RouterLink}
      to={SEARCH_PATH}
      aria-label={SearchText.openSearch}
      aria-current={here ? 'page' : undefined}
      color={here ? 'primary' : 'default'}
    >
      <SearchOutlined />
    </IconButton>
  );
}
