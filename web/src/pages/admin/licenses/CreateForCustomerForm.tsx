import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { LabelledField } from "@/components/LabelledField";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { useState } from "react";
import { LicenseFormCard } from "./LicenseFormCard";
import { announceError, announceResult } from "./announce-result";
import { CreateLicenseMutation, LicenseCustomersQuery } from "./admin-license-documents";
import { PlanSelect } from "./PlanSelect";
import { useTranslation } from "react-i18next";

const DEFAULT_DAYS = 32;

export function CreateForCustomerForm() {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const [customerId, setCustomerId] = useState("");
  const [plan, setPlan] = useState<string>("standard");
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const fields = useFieldProblems<"customerId" | "durationDays">({}, ["customerId", "durationDays"]);
  const customers = useQuery(LicenseCustomersQuery, { variables: { search: search.trim() || null } });
  const [create, { loading }] = useMutation(CreateLicenseMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const durationDays = Number(days);
    const found: Problems<"customerId" | "durationDays"> = {};
    if (!customerId) found.customerId = t("licenses.selectCustomerProblem");
    if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) found.durationDays = t("licenses.durationRange");
    if (!fields.check(found)) return;
    try {
      const { data } = await create({ variables: { customerId, plan, durationDays } });
      if (announceResult(data?.createLicense, t("licenses.createFailed"), t)) {
        setCustomerId("");
        setDays(String(DEFAULT_DAYS));
      }
    } catch (err) {
      if (fields.showServerError(err)) return;
      announceError(err, t("licenses.createFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.create")} submitLabel={t("licenses.create")} loading={loading} onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t("licenses.findCustomer")}</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("licenses.nameOrEmail")} />
      </Field.Root>
      <LabelledField label={t("customers.columns.customer")} error={fields.problems.customerId}>
        <NativeSelect.Root>
          <NativeSelect.Field value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
            <option value="">{t("licenses.selectCustomer")}</option>
            {(customers.data?.adminCustomers.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {t("licenses.customerOption", { name: c.name, email: c.email })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <PlanSelect value={plan} onChange={setPlan} />
        <TextField
          label={t("licenses.duration")}
          type="number"
          min={1}
          max={365}
          step={1}
          value={days}
          onChange={setDays}
          error={fields.problems.durationDays}
        />
      </Stack>
    </LicenseFormCard>
  );
}
