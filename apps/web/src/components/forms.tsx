import type { FieldError } from 'react-hook-form';
import type { FieldIssue } from '@nexus/contracts';

/**
 * The contracts' messages are fragments ('is required', 'must be a valid e-mail address') meant to follow the
 * field's name; full sentences (password rules) start with a capital and stand alone.
 */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

export function errorText(label: string, error: FieldError | undefined): string | undefined {
  return fieldMessage(label, error?.message);
}

/** Server-side field issues (`issues` of the error body) onto the form's fields. */
export function applyIssues<N extends string>(
  issues: FieldIssue[],
  fields: readonly N[],
  setError: (name: N, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const issue of issues) {
    const name = fields.find((f) => f === issue.field);
    if (name) {
      setError(name, { type: 'server', message: issue.message });
      applied = true;
    }
  }
  return applied;
}

/**
 * Every field of these forms is required: announced with aria-required, without the visual asterisk (which would
 * also become part of the label text).
 */
export const requiredInput = { htmlInput: { 'aria-required': true } } as const;
