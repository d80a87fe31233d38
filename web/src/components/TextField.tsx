import { Input, type InputProps } from "@chakra-ui/react";
import { LabelledField } from "@/components/LabelledField";

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
    <LabelledField label={label} helperText={helperText} error={error}>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...inputProps} />
    </LabelledField>
  );
}
