import { Field, Input, type InputProps } from "@chakra-ui/react";

export interface TextFieldProps extends Omit<InputProps, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
}

/** A labelled input; the label is its accessible name. */
export function TextField({ label, value, onChange, helperText, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...inputProps} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
