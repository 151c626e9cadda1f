import { Fragment, type ReactNode, useState } from 'react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIsDevice } from '../lib/device';
import { displayName } from '../lib/people/format';
import { useDebouncedValue } from '../lib/useDebouncedValue';

export const PeoplePickerText = { add: 'Add', added: 'Added', close: 'Close' } as const;

export interface PickablePerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A dialog to find people by name and add them one by one (each row's Add button turns into a disabled 'Added').
 * The caller says where to search, how to add, and how a row looks (an `li` holding the action it is given).
 */
export function PeoplePickerDialog<P extends PickablePerson>({
  open,
  onClose,
  title,
  intro,
  searchLabel,
  nobody,
  searchKey,
  search,
  searchesBlank = false,
  add,
  renderPerson,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  intro?: string;
  searchLabel: string;
  /** Shown when the search finds nobody. */
  nobody: string;
  searchKey: (term: string) => QueryKey;
  search: (term: string) => Promise<{ items: P[] }>;
  /** Whether an empty search box lists people too (else the list waits for a name). */
  searchesBlank?: boolean;
  /** Adds the person; a rejection leaves them addable (the API client shows the server's reason). */
  add: (userId: string) => Promise<void>;
  renderPerson: (person: P, action: ReactNode) => ReactNode;
}) {
  const isDevice = useIsDevice();
  const [keyword, setKeyword] = useState('');
  const [added, setAdded] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const term = useDebouncedValue(keyword.trim());
  const searching = searchesBlank || term.length > 0;
  const found = useQuery({ queryKey: searchKey(term), queryFn: () => search(term), enabled: open && searching });

  const addPerson = async (userId: string) => {
    setAdding(userId);
    try {
      await add(userId);
      setAdded((s) => new Set(s).add(userId));
    } catch {
      // The server's reason is shown as an error toast.
    } finally {
      setAdding(null);
    }
  };

  const addButton = (person: P) => {
    const done = added.has(person.id);
    const label = done ? PeoplePickerText.added : PeoplePickerText.add;
    return (
      <Button
        size="small"
        variant={done ? 'text' : 'outlined'}
        disabled={done}
        loading={adding === person.id}
        onClick={() => void addPerson(person.id)}
        aria-label={`${label} ${displayName(person.firstName, person.lastName)}`}
      >
        {label}
      </Button>
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={isDevice} fullWidth maxWidth="sm" aria-labelledby="people-picker-title">
      <DialogTitle id="people-picker-title">{title}</DialogTitle>
      <DialogContent dividers>
        {intro ? <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText> : null}
        <TextField
          label={searchLabel}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          fullWidth
          autoFocus
          type="search"
          autoComplete="off"
        />
        <Stack sx={{ mt: 2 }} aria-live="polite">
          {!searching ? null : found.isPending ? (
            <Stack spacing={1} aria-busy="true">
              {[0, 1].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : (found.data?.items.length ?? 0) === 0 ? (
            <Typography color="text.secondary">{nobody}</Typography>
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
            >
              {found.data!.items.map((person) => (
                <Fragment key={person.id}>{renderPerson(person, addButton(person))}</Fragment>
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{PeoplePickerText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
