/**
 * Writes a line at most once per `windowMs`: the first of a window, and with the next one written, how many were left
 * out since. For errors that come in floods (a 503 for each request an overloaded pool times out), where one line
 * says as much as a thousand and a thousand cost the requests still served.
 */
export function sampledLog(write: (line: string) => void, windowMs: number, now = () => performance.now()) {
  let windowEnds = -Infinity;
  let skipped = 0;
  return (line: string): void => {
    const at = now();
    if (at < windowEnds) {
      skipped++;
      return;
    }
    write(skipped ? `${line} (${skipped} more like it since the last line)` : line);
    windowEnds = at + windowMs;
    skipped = 0;
  };
}
