import { translateKnownMessage } from "@/i18n/known-messages";
import { Checkbox, Field } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** This box's problem (e.g. a consent not yet given), shown under it. */
  error?: string;
}

export function CheckboxField({ checked, onChange, children, error }: CheckboxFieldProps) {
  // As in LabelledField: Chakra ties the problem to the box only by aria-errormessage, which few
  // screen readers read, so the box is described by it too.
  const noteId = `checkbox-note-${useId()}`;
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: noteId }}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(e) => onChange(e.checked === true)}
        colorPalette="teal"
        alignItems="flex-start"
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput aria-describedby={error ? noteId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{translateKnownMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
