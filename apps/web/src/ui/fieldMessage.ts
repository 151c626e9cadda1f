/**
 * The contracts' messages are fragments ('is required', 'must be a valid e-mail address') meant to follow the
 * field's name; full sentences (password rules) start with a capital and stand alone.
 */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
