import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  EmploymentTypeLabels,
  JOB_LIMITS,
  JobDatePostedLabels,
  JobFieldLabels,
  JobsText,
  WorkplaceLabels,
} from '@nexus/contracts';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { JobFilterKey, JobFilters as Filters } from './searchParams';

const SELECTS = {
  datePosted: JobDatePostedLabels,
  employmentType: EmploymentTypeLabels,
  workplace: WorkplaceLabels,
} as const;
const TEXTS = ['country', 'province', 'city', 'companyName', 'jobTitle', 'industry', 'areaOfExpertise'] as const;
const ANY = 'Any';

/**
 * The keyword and every §3 filter (the jobs board's, and the search results page's Jobs tab, whose words are the
 * keyword: `withKeyword` false). What is typed reaches `onChange` (and so the URL) once typing pauses; the less
 * common filters fold away unless one of them is set.
 */
export function JobFilters({
  value,
  onChange,
  withKeyword = true,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
  withKeyword?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  // The URL changed from outside (back, a shared link, Clear): start the draft again from it, while rendering.
  const [shown, setShown] = useState(value);
  if (JSON.stringify(shown) !== JSON.stringify(value)) {
    setShown(value);
    setDraft(value);
  }
  const settled = useDebouncedValue(draft);
  const [more, setMore] = useState(() => TEXTS.some((k) => value[k]) || Boolean(value.willRelocateApplicant));
  // Only a settled draft is sent; `value` and `onChange` are read through a ref, so a change from outside sends nothing.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    if (JSON.stringify(settled) !== JSON.stringify(latest.current.value)) latest.current.onChange(settled);
  }, [settled]);
  const set = (key: JobFilterKey, v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const now = (next: Filters) => {
    setDraft(next);
    onChange(next);
  };

  return (
    <Box component="section" role="search" aria-label={JobsText.filters} sx={{ mb: 3 }}>
      {withKeyword ? (
        <TextField
          value={draft.keyword ?? ''}
          onChange={(e) => set('keyword', e.target.value)}
          placeholder={JobsText.searchPlaceholder}
          type="search"
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': JobFieldLabels.keyword, maxLength: JOB_LIMITS.keyword },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: withKeyword ? 1.5 : 0,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {(Object.keys(SELECTS) as (keyof typeof SELECTS)[]).map((key) => (
          <TextField
            key={key}
            select
            size="small"
            label={JobFieldLabels[key]}
            value={draft[key] ?? ''}
            onChange={(e) => now({ ...draft, [key]: e.target.value })}
          >
            <MenuItem value="">{ANY}</MenuItem>
            {Object.entries(SELECTS[key]).map(([v, label]) => (
              <MenuItem key={v} value={v}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button
          startIcon={<TuneOutlined />}
          onClick={() => setMore((m) => !m)}
          aria-expanded={more}
          aria-controls="job-more-filters"
          variant="text"
        >
          {more ? 'Fewer filters' : 'More filters'}
        </Button>
      </Box>
      <Collapse in={more} id="job-more-filters">
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {TEXTS.map((key) => (
            <TextField
              key={key}
              size="small"
              label={JobFieldLabels[key]}
              value={draft[key] ?? ''}
              onChange={(e) => set(key, e.target.value)}
              slotProps={{ htmlInput: { maxLength: JOB_LIMITS.text } }}
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.willRelocateApplicant === 'true'}
                onChange={(e) => now({ ...draft, willRelocateApplicant: e.target.checked ? 'true' : '' })}
              />
            }
            label={JobFieldLabels.willRelocateApplicant}
          />
        </Box>
      </Collapse>
      {Object.values(value).some(Boolean) ? (
        <Button size="small" onClick={() => now({})} sx={{ mt: 1 }}>
          {JobsText.clearFilters}
        </Button>
      ) : null}
    </Box>
  );
}
