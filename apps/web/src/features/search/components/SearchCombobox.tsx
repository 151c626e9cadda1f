import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { SEARCH_LIMITS, type SearchGroup, type SearchHit } from '@nexus/contracts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { searchable, useSearchGroups } from '../queries';
import { recentSearches, useRecentSearches } from '../recentSearches';
import { resultsPath, SearchKindLabels, SearchText } from '../searchText';
import { HitSkeleton, HitSummary } from './HitSummary';

type SearchOption = { type: 'recent'; q: string } | { type: 'hit'; hit: SearchHit } | { type: 'all'; q: string };

export interface SearchComboboxProps {
  /** popup: the app bar's box, its list floating below it; inline: the search screen's, its list in the page. */
  variant: 'popup' | 'inline';
  /** The words the box starts with, and takes again when they change (the results page's q). */
  query?: string;
  autoFocus?: boolean;
  /** inline: the list stays after focus leaves (the search screen before anything is searched). */
  keepOpen?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The key that focuses the box from anywhere (the app bar's '/'), shown at the end of the empty box. */
  keyShortcut?: string;
}

const kbdSx = {
  px: 0.75,
  fontFamily: 'inherit',
  fontSize: 12,
  lineHeight: '18px',
  border: 1,
  borderColor: 'text.disabled',
  borderRadius: 0.75,
  color: 'text.secondary',
} as const;

const optionKey = (o: SearchOption) => (o.type === 'hit' ? `${o.hit.kind}:${o.hit.id}` : `${o.type}:${o.q}`);

/**
 * One search's box (issue 23 §1), an ARIA 1.2 combobox: typing two or more characters lists the best hits of every
 * kind under a header per kind, then "See all results"; an empty box lists the recent searches. Arrows move the
 * highlight, Enter opens it (or, with nothing highlighted, the results page for the words), Escape closes the list,
 * Delete removes a highlighted recent search.
 */
export function SearchCombobox({ variant, query = '', autoFocus, keepOpen = false, inputRef, keyShortcut }: SearchComboboxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const ownInput = useRef<HTMLInputElement | null>(null);
  const input = inputRef ?? ownInput;
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const q = text.trim();
  const debounced = useDebouncedValue(q);
  const typing = searchable(q);
  const results = useSearchGroups(debounced);
  const recents = useRecentSearches();

  const groups: SearchGroup[] = typing ? (results.data?.groups ?? []) : [];
  // The answer on screen is for other words while the next ones are on their way.
  const settled = typing && debounced === q && results.data !== undefined && !results.isPlaceholderData;
  const loading = typing && !results.data && !results.isError;
  const options: SearchOption[] = typing
    ? [
        ...groups.flatMap((g) => g.items.map((hit): SearchOption => ({ type: 'hit', hit }))),
        ...(groups.length > 0 ? [{ type: 'all', q } as const] : []),
      ]
    : recents.map((r): SearchOption => ({ type: 'recent', q: r }));

  const open = (focused || keepOpen) && !dismissed;
  const expanded = open && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };
  const leave = () => {
    close();
    input.current?.blur();
  };
  const openResults = (words: string) => {
    recentSearches.remember(words);
    setText(words);
    leave();
    void navigate(resultsPath(words));
  };
  const choose = (option: SearchOption) => {
    if (option.type === 'hit') {
      recentSearches.remember(q);
      // The box is left empty behind the page it opened (the results page's words stay with that page).
      setText('');
      leave();
      void navigate(option.hit.path);
    } else {
      openResults(option.q);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        setDismissed(false);
        if (options.length === 0) return;
        const down = e.key === 'ArrowDown';
        if (!expanded) setActive(down ? 0 : options.length - 1);
        else if (down) setActive(highlighted + 1 >= options.length ? -1 : highlighted + 1);
        else setActive(highlighted <= -1 ? options.length - 1 : highlighted - 1);
        return;
      }
      case 'Enter': {
        const option = highlighted >= 0 ? options[highlighted] : undefined;
        if (option) {
          e.preventDefault();
          choose(option);
        } else if (typing) {
          e.preventDefault();
          openResults(q);
        }
        return;
      }
      case 'Escape':
        if (open && !keepOpen) {
          e.preventDefault();
          close();
        } else if (text) {
          e.preventDefault();
          setText('');
          setActive(-1);
        }
        return;
      case 'Delete': {
        const option = highlighted >= 0 ? options[highlighted] : undefined;
        if (option?.type === 'recent') {
          e.preventDefault();
          recentSearches.remove(option.q);
          setActive(Math.min(highlighted, options.length - 2));
        }
        return;
      }
    }
  };

  const indexOf = new Map(options.map((o, i) => [optionKey(o), i]));
  const renderOption = (option: SearchOption, children: ReactNode, action?: ReactNode) => {
    const at = indexOf.get(optionKey(option)) ?? -1;
    const selected = at === highlighted;
    return (
      <Box
        component="li"
        key={optionKey(option)}
        id={optionId(at)}
        role="option"
        aria-selected={selected}
        // The input keeps focus: a click chooses without blurring the box first.
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => {
          if (!selected) setActive(at);
        }}
        onClick={() => choose(option)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 48,
          cursor: 'pointer',
          bgcolor: selected ? 'action.selected' : undefined,
          boxShadow: selected ? (t) => `inset 3px 0 0 ${t.palette.primary.main}` : undefined,
        }}
      >
        {children}
        {action}
      </Box>
    );
  };

  const groupHeaderSx = {
    px: 2,
    pt: 1.5,
    pb: 0.5,
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: 'text.secondary',
  } as const;

  let listItems: ReactNode = null;
  if (typing) {
    listItems = (
      <>
        {groups.map((group) => (
          <li key={group.kind} role="presentation">
            <Box component="ul" role="group" aria-labelledby={`${id}-${group.kind}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <Box component="li" role="presentation" id={`${id}-${group.kind}`} sx={groupHeaderSx}>
                {SearchKindLabels[group.kind]}
              </Box>
              {group.items.map((hit) => renderOption({ type: 'hit', hit }, <HitSummary hit={hit} />))}
            </Box>
          </li>
        ))}
        {groups.length > 0
          ? renderOption(
              { type: 'all', q },
              <>
                <SearchOutlined aria-hidden sx={{ color: 'primary.main' }} />
                <Typography sx={{ flex: 1, fontWeight: 600, color: 'primary.main', minWidth: 0 }} noWrap>
                  {SearchText.seeAll(q)}
                </Typography>
                <ArrowForwardOutlined aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
              </>,
            )
          : null}
      </>
    );
  } else {
    listItems = recents.map((r) =>
      renderOption(
        { type: 'recent', q: r },
        <>
          <HistoryOutlined aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
            {r}
          </Typography>
        </>,
        // Mouse only, and no control in the tree (an option holds none): the keyboard's way is Delete.
        <Box
          component="span"
          aria-hidden
          title={SearchText.removeRecent(r)}
          onClick={(e) => {
            e.stopPropagation();
            recentSearches.remove(r);
          }}
          sx={{
            display: 'inline-flex',
            p: 0.75,
            borderRadius: '50%',
            color: 'text.secondary',
            '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
          }}
        >
          <CloseOutlined fontSize="small" />
        </Box>,
      ),
    );
  }

  const status = !typing
    ? ''
    : loading
      ? SearchText.searching
      : settled && groups.length === 0
        ? SearchText.noResults(q)
        : settled
          ? SearchText.found(options.length - 1)
          : '';

  const panel = (
    <>
      {!typing && recents.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 1, pt: 0.5 }}>
          <Typography id={`${id}-recent`} sx={{ ...groupHeaderSx, px: 0, flex: 1 }}>
            {SearchText.recent}
          </Typography>
          <Button
            size="small"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              recentSearches.clear();
              setActive(-1);
            }}
            aria-label={SearchText.clearRecentLabel}
          >
            {SearchText.clearRecent}
          </Button>
        </Box>
      ) : null}
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={typing ? SearchText.suggestions : SearchText.recent}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {listItems}
      </Box>
      {loading ? (
        <Box aria-hidden>
          <HitSkeleton />
          <HitSkeleton />
          <HitSkeleton />
        </Box>
      ) : null}
      {typing && settled && groups.length === 0 ? (
        <Box sx={{ px: 2, py: 2 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{SearchText.noResults(q)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {SearchText.noResultsHint}
          </Typography>
        </Box>
      ) : null}
      {typing && results.isError && !results.data ? (
        <Typography sx={{ px: 2, py: 2 }} color="error">
          {SearchText.loadFailed}
        </Typography>
      ) : null}
      {!typing && recents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
          {SearchText.hint}
        </Typography>
      ) : null}
    </>
  );

  return (
    <Box
      role="search"
      aria-label={SearchText.label}
      sx={{ position: 'relative', width: '100%' }}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget)) return;
        setFocused(false);
        setActive(-1);
      }}
    >
      <TextField
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        inputRef={input}
        placeholder={SearchText.placeholder}
        fullWidth
        size={variant === 'popup' ? 'small' : 'medium'}
        autoComplete="off"
        sx={variant === 'popup' ? { '& .MuiOutlinedInput-root': { bgcolor: 'action.hover', borderRadius: 999 } } : undefined}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': SearchText.label,
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': highlighted >= 0 ? optionId(highlighted) : undefined,
            'aria-describedby': !typing && recents.length > 0 ? `${id}-remove-hint` : undefined,
            'aria-keyshortcuts': keyShortcut,
            enterKeyHint: 'search',
            maxLength: SEARCH_LIMITS.maxQueryLength,
            spellCheck: false,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={SearchText.clearText}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    setText('');
                    setActive(-1);
                    setDismissed(false);
                    input.current?.focus();
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : keyShortcut && !focused ? (
              <InputAdornment position="end">
                <Box component="kbd" aria-hidden sx={kbdSx}>
                  {keyShortcut}
                </Box>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box component="span" id={`${id}-remove-hint`} sx={visuallyHidden}>
        {SearchText.removeHint}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {open ? status : ''}
      </Box>
      {open ? (
        variant === 'popup' ? (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: 'calc(100% + 6px)',
              left: 0,
              minWidth: '100%',
              width: 440,
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'min(70vh, 600px)',
              overflowY: 'auto',
              py: 0.5,
              zIndex: (t) => t.zIndex.modal,
            }}
          >
            {panel}
          </Paper>
        ) : (
          <Box sx={{ mt: 1.5 }}>{panel}</Box>
        )
      ) : null}
    </Box>
  );
}
