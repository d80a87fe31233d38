import { NativeSelect } from "@chakra-ui/react";
import { LabelledField } from "@/components/LabelledField";
import { PLANS } from "./admin-license-documents";
import { useTranslation } from "react-i18next";

interface PlanSelectProps {
  value: string;
  onChange: (plan: string) => void;
  /** An empty first option, for forms where choosing a plan is required. */
  placeholder?: string;
  /** The field's problem (no plan chosen), shown under it. */
  error?: string;
}

/** The licence plan field shared by the admin licence forms. */
export function PlanSelect({ value, onChange, placeholder, error }: PlanSelectProps) {
  const { t } = useTranslation("admin");
  return (
    <LabelledField label={t("licenses.plan")} error={error}>
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
    </LabelledField>
  );
}
