import { Field, NativeSelect } from "@chakra-ui/react";
import { PLANS } from "./admin-license-documents";
import { useTranslation } from "react-i18next";

interface PlanSelectProps {
  value: string;
  onChange: (plan: string) => void;
  /** An empty first option, for forms where choosing a plan is required. */
  placeholder?: string;
}

/** The licence plan field shared by the admin licence forms. */
export function PlanSelect({ value, onChange, placeholder }: PlanSelectProps) {
  const { t } = useTranslation("admin");
  return (
    <Field.Root>
      <Field.Label>{t("licenses.plan")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
