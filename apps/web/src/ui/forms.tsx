import type { ComponentType, ReactNode } from 'react';
import { get, type FieldError, type FieldValues, type Path, type RefCallBack, type UseFormReturn } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldIssue } from '@nexus/contracts';
import { fieldMessage } from './fieldMessage';
import { PasswordField } from './PasswordField';

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

/** Omit over each member of a union (TextFieldProps is one per variant), which plain Omit would merge. */
type DistributiveOmit<U, K extends PropertyKey> = U extends unknown ? Omit<U, K> : never;

export type FormTextFieldProps<T extends FieldValues> = DistributiveOmit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'helperText' | 'ref'
> & {
  /** The form's `useForm()` result (only `register` and `formState` are used). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  label: string;
  /** Shown while the field has no error (the error message takes its place). */
  helperText?: ReactNode;
  /** What renders the field: MUI's TextField, or PasswordField (see `FormPasswordField`). */
  as?: ComponentType<DistributiveOmit<TextFieldProps, 'ref'> & { ref?: RefCallBack }>;
  /** The field may stay empty: not announced as required. */
  optional?: boolean;
};

/**
 * A text field wired to react-hook-form: registered under `name`, labelled, aria-required, and showing the field's
 * error (nested names such as `partner.name` too) as its helper text, prefixed with the label.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  helperText,
  as: Field = TextField,
  optional = false,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<T>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return (
    <Field
      {...form.register(name)}
      {...textFieldProps}
      label={label}
      slotProps={optional ? slotProps : withRequiredInput(slotProps)}
      error={Boolean(error)}
      helperText={error ? errorText(label, error) : helperText}
    />
  );
}

/** `FormTextField` rendered as a PasswordField (with the show/hide button). */
export function FormPasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'as'>) {
  return <FormTextField {...props} as={PasswordField} />;
}

/** The caller's slot props with aria-required added to the htmlInput slot (kept alongside its own props). */
function withRequiredInput(slotProps: TextFieldProps['slotProps']): TextFieldProps['slotProps'] {
  const htmlInput = slotProps?.htmlInput;
  return {
    ...slotProps,
    htmlInput:
      typeof htmlInput === 'function'
        ? (ownerState) => ({ ...requiredInput.htmlInput, ...htmlInput(ownerState) })
        : { ...requiredInput.htmlInput, ...htmlInput },
  };
}
