import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
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
  const [problem, setProblem] = useState<string | null>(null);
  const customers = useQuery(LicenseCustomersQuery, { variables: { search: search.trim() || null } });
  const [create, { loading }] = useMutation(CreateLicenseMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const durationDays = Number(days);
    if (!customerId) return setProblem(t("licenses.selectCustomerProblem"));
    if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) return setProblem(t("licenses.durationRange"));
    setProblem(null);
    try {
      const { data } = await create({ variables: { customerId, plan, durationDays } });
      if (announceResult(data?.createLicense, t("licenses.createFailed"), t)) {
        setCustomerId("");
        setDays(String(DEFAULT_DAYS));
      }
    } catch (err) {
      announceError(err, t("licenses.createFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.create")} submitLabel={t("licenses.create")} loading={loading} problem={problem} onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t("licenses.findCustomer")}</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("licenses.nameOrEmail")} />
      </Field.Root>
      <Field.Root invalid={problem === t("licenses.selectCustomerProblem")}>
        <Field.Label>{t("customers.columns.customer")}</Field.Label>
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
      </Field.Root>
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <PlanSelect value={plan} onChange={setPlan} />
        <Field.Root>
          <Field.Label>{t("licenses.duration")}</Field.Label>
          <Input type="number" min={1} max={365} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
        </Field.Root>
      </Stack>
    </LicenseFormCard>
  );
}
