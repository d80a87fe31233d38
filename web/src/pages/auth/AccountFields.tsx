import { useTranslation } from "react-i18next";
import type { FieldProblems, RegistrationValues } from "@common/auth-rules";
import { TextField } from "@/components/TextField";

type AccountValues = Pick<RegistrationValues, "name" | "email" | "password" | "confirmPassword">;

const FIELDS = [
  { key: "name", label: "fields.fullName", type: undefined, autoComplete: "name" },
  { key: "email", label: "fields.email", type: "email", autoComplete: "email" },
  { key: "password", label: "fields.password", type: "password", autoComplete: "new-password" },
  { key: "confirmPassword", label: "fields.confirmPassword", type: "password", autoComplete: "new-password" },
] as const;

/**
 * The four fields of a new account — full name, e-mail, password and its confirmation — with
 * each field's problem under it: the registration form and the first admin's setup form.
 */
export function AccountFields({
  values,
  problems,
  set,
  disabled,
}: {
  values: AccountValues;
  problems: FieldProblems<RegistrationValues>;
  set: (key: keyof AccountValues) => (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={t(f.label)}
          type={f.type}
          autoComplete={f.autoComplete}
          value={values[f.key]}
          onChange={set(f.key)}
          error={problems[f.key]}
          disabled={disabled}
        />
      ))}
    </>
  );
}
