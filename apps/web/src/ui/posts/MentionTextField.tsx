import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import TagOutlined from '@mui/icons-material/TagOutlined';
import { hashtagMarkup, hashtagWord, mentionMarkup, routes } from '@nexus/contracts';
import { api } from '../../api/client';
import { initials } from '../../lib/people/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { applyPick, findTrigger, type PickerTrigger } from './pickers';
import { PostLabels } from './postText';
import { postKeys } from './queries';

interface PickerOption {
  key: string;
  label: string;
  secondary: string | null;
  image: string | null;
  square: boolean;
  markup: string;
}

const PICKER_DEBOUNCE_MS = 200;

/** The picker's options for what is typed after '@' or '#'. */
function usePickerOptions(trigger: PickerTrigger | null): PickerOption[] {
  const keyword = useDebouncedValue(trigger?.keyword ?? '', PICKER_DEBOUNCE_MS);
  const mentions = useQuery({
    queryKey: postKeys.mentions(keyword),
    queryFn: () => api.call(routes.posts.mentionSuggestions, { query: { keyword } }, { silent: true }),
    enabled: trigger?.kind === 'mention',
    placeholderData: keepPreviousData,
  });
  const hashtags = useQuery({
    queryKey: postKeys.hashtags(keyword),
    queryFn: () => api.call(routes.posts.hashtagSuggestions, { query: { keyword } }, { silent: true }),
    enabled: trigger?.kind === 'hashtag',
    placeholderData: keepPreviousData,
  });
  if (trigger?.kind === 'mention') {
    return (mentions.data ?? []).map((s) => ({
      key: `${s.kind}:${s.id}`,
      label: s.name,
      secondary: s.subtitle,
      image: s.image,
      square: s.kind === 'partner',
      markup: mentionMarkup(s.name, s.id, s.kind),
    }));
  }
  if (trigger?.kind === 'hashtag') {
    const typed = trigger.keyword;
    const options: PickerOption[] = (hashtags.data ?? []).map((h) => ({
      key: h.tag,
      label: `#${h.tag}`,
      secondary: `${h.postCount} ${h.postCount === 1 ? 'post' : 'posts'}`,
      image: null,
      square: false,
      markup: hashtagMarkup(h.tag),
    }));
    if (hashtagWord.test(typed) && !options.some((o) => o.key === typed.toLowerCase())) {
      options.unshift({
        key: `new:${typed}`,
        label: PostLabels.newHashtag(typed),
        secondary: null,
        image: null,
        square: false,
        markup: hashtagMarkup(typed),
      });
    }
    return options;
  }
  return [];
}

export interface MentionTextFieldProps extends Omit<InputBaseProps, 'value' | 'onChange' | 'inputRef' | 'multiline'> {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the text box. */
  label: string;
  maxLength?: number;
}

/**
 * A multi-line text box whose '@' opens a picker of members and companies and '#' a picker of hashtags; picking
 * writes §5's markup. The pickers follow the combobox pattern: arrows move, Enter or Tab picks, Escape closes.
 */
export function MentionTextField({ value, onChange, label, maxLength, onKeyDown, sx, ...props }: MentionTextFieldProps) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const trigger = findTrigger(value, caret);
  const options = usePickerOptions(trigger);
  const open = trigger !== null && trigger.start !== dismissedAt && options.length > 0;
  // The highlighted option, back on the first whenever the keyword changes.
  const triggerKey = trigger ? `${trigger.kind}:${trigger.start}:${trigger.keyword}` : '';
  const [active, setActiveState] = useState({ key: '', index: 0 });
  const activeIndex = active.key === triggerKey ? Math.min(active.index, Math.max(0, options.length - 1)) : 0;
  const setActive = (index: number) => setActiveState({ key: triggerKey, index });

  const syncCaret = () => setCaret(input.current?.selectionStart ?? value.length);

  function pick(option: PickerOption) {
    if (!trigger) return;
    const next = applyPick(value, trigger, caret, option.markup);
    onChange(maxLength ? next.text.slice(0, maxLength) : next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function handleKeyDown(e: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) {
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(options[activeIndex]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        setDismissedAt(trigger.start);
        return;
      }
    }
    onKeyDown?.(e);
  }

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <ClickAwayListener onClickAway={() => (open ? setDismissedAt(trigger.start) : undefined)}>
      <Box ref={setAnchor} sx={{ position: 'relative' }}>
        <InputBase
          {...props}
          multiline
          value={value}
          inputRef={input}
          onChange={(e) => {
            onChange(e.target.value);
            setCaret(e.target.selectionStart ?? e.target.value.length);
          }}
          onSelect={syncCaret}
          onClick={syncCaret}
          onKeyDown={handleKeyDown}
          inputProps={{
            'aria-label': label,
            maxLength,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? optionId(activeIndex) : undefined,
          }}
          sx={[{ width: '100%', alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
        />
        <Popper
          open={open}
          anchorEl={anchor}
          placement="bottom-start"
          sx={{ zIndex: (theme) => theme.zIndex.modal + 1, width: anchor?.clientWidth, maxWidth: 420 }}
        >
          <Paper elevation={8} sx={{ mt: 0.5, maxHeight: 300, overflowY: 'auto' }}>
            <Box
              component="ul"
              role="listbox"
              id={listId}
              aria-label={trigger?.kind === 'hashtag' ? PostLabels.hashtagPicker : PostLabels.mentionPicker}
              sx={{ listStyle: 'none', m: 0, p: 0.5 }}
            >
              {options.map((o, i) => (
                <Box
                  component="li"
                  role="option"
                  id={optionId(i)}
                  key={o.key}
                  aria-selected={i === activeIndex}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(o)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.25,
                    px: 1.25,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: i === activeIndex ? 'action.selected' : undefined,
                  }}
                >
                  {trigger?.kind === 'hashtag' ? (
                    <TagOutlined color="primary" aria-hidden />
                  ) : (
                    <Avatar
                      src={o.image ?? undefined}
                      alt=""
                      variant={o.square ? 'rounded' : 'circular'}
                      sx={{ width: 32, height: 32, fontSize: 13 }}
                    >
                      {initials(o.label.split(' ')[0], o.label.split(' ')[1])}
                    </Avatar>
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                      {o.label}
                    </Typography>
                    {o.secondary ? (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {o.secondary}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
