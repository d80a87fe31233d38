import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { LicenseFormCard } from "./LicenseFormCard";
import { announceError, announceResult } from "./announce-result";
import { CreateLicenseMutation, LicenseCustomersQuery } from "./admin-license-documents";
import { PlanSelect } from "./PlanSelect";

const DEFAULT_DAYS = 32;

export function CreateForCustomerForm() {
  const [search, setSearch] = useState("");
  const [customerId, setCustomerId] = useState("");
  const [plan, setPlan] = useState<string>("standard");
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const customers = useQuery(LicenseCustomersQuery, { variables: { search: search.trim() || null } });
  const [create, { loading }] = useMutation(CreateLicenseMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const durationDays = Number(days);
    if (!customerId) return setProblem("Please select a customer.");
    if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) return setProblem("Duration must be between 1 and 365 days.");
    setProblem(null);
    try {
      const { data } = await create({ variables: { customerId, plan, durationDays } });
      if (announceResult(data?.createLicense, "Failed to create license")) {
        setCustomerId("");
        setDays(String(DEFAULT_DAYS));
      }
    } catch (err) {
      announceError(err, "Failed to create license");
    }
  }

  return (
    <LicenseFormCard title="Create License" submitLabel="Create License" loading={loading} problem={problem} onSubmit={submit}>
      <Field.Root>
        <Field.Label>Find customer</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or email" />
      </Field.Root>
      <Field.Root invalid={problem === "Please select a customer."}>
        <Field.Label>Customer</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
            <option value="">Select a customer</option>
            {(customers.data?.adminCustomers.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <PlanSelect value={plan} onChange={setPlan} />
        <Field.Root>
          <Field.Label>Duration (days)</Field.Label>
          <Input type="number" min={1} max={365} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
        </Field.Root>
      </Stack>
    </LicenseFormCard>
  );
}
