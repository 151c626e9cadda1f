import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { MESSAGE_LIMITS, Text } from '@nexus/contracts';
import { clampComposer, pasteInto, sendProblem, tooLongMessage } from '../composer';

export const ComposerLabels = {
  input: 'Message',
  send: 'Send message',
  save: 'Save',
  editing: 'Editing message',
  cancelEdit: 'Cancel editing',
} as const;

/**
 * The compose box (§5): typing stops at 1500 characters and a paste is cut to fit; more than 500 cannot be sent
 * (said under the box); whitespace alone is not sent. Enter sends, Shift+Enter starts a new line.
 */
export function Composer({
  onSend,
  onTyping,
  editing,
  onCancelEdit,
  autoFocus,
}: {
  /** Resolves true when the text went (the box empties). */
  onSend: (text: string) => boolean | Promise<boolean>;
  onTyping?: (typing: boolean) => void;
  editing?: { id: string; text: string } | null;
  onCancelEdit?: () => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);
  const problem = sendProblem(text);
  const tooLongId = useId();

  // Editing a message puts its text in the box (state adjusted while rendering, then the box takes focus).
  const [editingId, setEditingId] = useState<string | null>(null);
  if ((editing?.id ?? null) !== editingId) {
    setEditingId(editing?.id ?? null);
    if (editing) setText(editing.text);
  }
  useEffect(() => {
    if (editingId) input.current?.focus();
  }, [editingId]);

  useEffect(() => {
    if (caret.current !== null && input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  const change = (value: string) => {
    setText(clampComposer(value));
    onTyping?.(value.trim().length > 0);
  };

  const submit = async () => {
    if (problem) return;
    const sent = await onSend(text);
    if (sent) {
      setText('');
      onTyping?.(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData.getData('text');
    const el = e.target as HTMLTextAreaElement;
    const next = pasteInto(text, el.selectionStart, el.selectionEnd, pasted);
    e.preventDefault();
    caret.current = next.caret;
    change(next.value);
  };

  const length = text.trim().length;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, py: 1 }}>
      {editing ? (
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
          <Typography variant="caption" color="primary" sx={{ flex: 1, fontWeight: 600 }}>
            {ComposerLabels.editing}
          </Typography>
          <IconButton size="small" aria-label={ComposerLabels.cancelEdit} onClick={onCancelEdit}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <InputBase
          inputRef={input}
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => onTyping?.(false)}
          placeholder={Text.writeYourMessage}
          multiline
          maxRows={5}
          autoFocus={autoFocus}
          inputProps={{
            'aria-label': ComposerLabels.input,
            maxLength: MESSAGE_LIMITS.composerMaxLength,
            'aria-invalid': problem === 'tooLong' || undefined,
            'aria-describedby': problem === 'tooLong' ? tooLongId : undefined,
          }}
          sx={{ flex: 1, px: 1.5, py: 1, borderRadius: 3, bgcolor: 'action.hover', fontSize: 15 }}
        />
        {editing ? (
          <Button variant="contained" size="small" onClick={() => void submit()} disabled={problem !== null} sx={{ mb: 0.5 }}>
            {ComposerLabels.save}
          </Button>
        ) : (
          <IconButton color="primary" aria-label={ComposerLabels.send} onClick={() => void submit()} disabled={problem !== null}>
            <SendOutlined />
          </IconButton>
        )}
      </Box>
      {problem === 'tooLong' ? (
        <Typography id={tooLongId} role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5, px: 1 }}>
          {tooLongMessage} ({length}/{MESSAGE_LIMITS.typedMaxLength})
        </Typography>
      ) : length > MESSAGE_LIMITS.typedMaxLength - 50 ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, px: 1 }}>
          {length}/{MESSAGE_LIMITS.typedMaxLength}
        </Typography>
      ) : null}
    </Box>
  );
}
