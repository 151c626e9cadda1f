import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import IconButton from '@mui/material/IconButton';
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

/** The app bar's search on a desktop: the box, showing the results page's words while that page is open. */
export function AppBarSearchBox() {
  const input = useRef<HTMLInputElement | null>(null);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const query = pathname === SEARCH_PATH ? (params.get('q') ?? '') : '';
  useSlashShortcut(() => input.current?.focus());
  return <SearchCombobox variant="popup" query={query} inputRef={input} keyShortcut={SHORTCUT} />;
}

/** The app bar's search on a phone or tablet: an icon that opens the search screen. */
export function AppBarSearchButton() {
  return (
    <IconButton component={RouterLink} to={SEARCH_PATH} aria-label={SearchText.openSearch}>
      <SearchOutlined />
    </IconButton>
  );
}
