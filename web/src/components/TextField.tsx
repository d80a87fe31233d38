import { translateKnownMessage } from "@/i18n/known-messages";
import { Field, Input, type InputProps } from "@chakra-ui/react";

export interface TextFieldProps extends Omit<InputProps, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  /** This field's problem, shown under it (and announced with it) instead of the helper text. */
  error?: string;
}

/** A labelled input; the label is its accessible name. */
export function TextField({ label, value, onChange, helperText, error, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...inputProps} />
      {error ? <Field.ErrorText>{translateKnownMessage(error)}</Field.ErrorText> : helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
