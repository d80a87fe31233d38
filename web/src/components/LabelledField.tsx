import { Field } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateKnownMessage } from "@/i18n/known-messages";

export interface LabelledFieldProps {
  label: ReactNode;
  /** This field's problem, shown under it instead of the helper text; the input gets aria-invalid and is described by it. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The one input (Input, Textarea, NativeSelect…) the label names. */
  children: ReactNode;
}

/** A label, one input and its help or problem, tied together for screen readers (Chakra's Field). */
export function LabelledField({ label, error, helperText, required, disabled, children }: LabelledFieldProps) {
  // Subscribes to the language, so a shared-contract message follows a switch.
  useTranslation("errors");
  // Chakra ties only the helper text to the input's aria-describedby (the error gets aria-errormessage,
  // which few screen readers read). The problem replaces the helper text, so both share one id and the
  // input is described by whichever is shown.
  const noteId = `field-note-${useId()}`;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={{ helperText: noteId, errorText: noteId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{translateKnownMessage(error)}</Field.ErrorText> : helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
