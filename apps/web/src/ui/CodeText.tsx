import Typography from '@mui/material/Typography';

/** A code to read out or type in (a ticket code, an authenticator key): monospaced, spaced, wrapping anywhere. */
export function CodeText({ code, size, testId }: { code: string; size: number; testId: string }) {
  return (
    <Typography
      data-testid={testId}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: size,
        letterSpacing: 1,
        overflowWrap: 'anywhere',
        userSelect: 'all',
      }}
    >
      {code}
    </Typography>
  );
}
