import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PARTNER_FUNCTION_LABELS, type PartnerFunctionInfo } from '@nexus/contracts';

export const FunctionToggleText = {
  legend: 'Functions',
  notHeld: 'You can only grant functions you hold yourself.',
} as const;

interface Props {
  functions: PartnerFunctionInfo[] | undefined;
  /** Ids of the functions switched on. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Names of the functions the signed-in admin holds: only those can be switched (on or off). */
  held: Set<string>;
  disabled?: boolean;
}

/** Every function with its description, each a checkbox; the ones the admin does not hold cannot be changed. */
export function AdminGroupFunctionToggles({ functions, value, onChange, held, disabled }: Props) {
  if (!functions) {
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  const on = new Set(value);
  const anyNotHeld = functions.some((f) => !held.has(f.name));
  return (
    <FormGroup role="group" aria-label={FunctionToggleText.legend}>
      {functions.map((f) => (
        <FormControlLabel
          key={f.id}
          sx={{ alignItems: 'flex-start', py: 0.5, mr: 0 }}
          control={
            <Checkbox
              checked={on.has(f.id)}
              disabled={disabled || !held.has(f.name)}
              onChange={(e) => onChange(e.target.checked ? [...value, f.id] : value.filter((id) => id !== f.id))}
              sx={{ mt: -0.75 }}
            />
          }
          label={
            <>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {PARTNER_FUNCTION_LABELS[f.name]}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {f.description}
              </Typography>
            </>
          }
        />
      ))}
      {anyNotHeld && !disabled ? <FormHelperText>{FunctionToggleText.notHeld}</FormHelperText> : null}
    </FormGroup>
  );
}
