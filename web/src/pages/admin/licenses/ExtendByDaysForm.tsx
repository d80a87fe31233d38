import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import { graphql } from "@/gql";
import { formatDate } from "@/pages/public/license-check/license-key-rules";
import { LicenseFormCard } from "./LicenseFormCard";
import { announceError, announceResult } from "./announce-result";
import { ExtendLicenseByDaysMutation } from "./admin-license-documents";

const LicenseChoicesQuery = graphql(`
  query LicenseChoices {
    licenses {
      id
      licenseKey
      email
      expiresAt
    }
  }
`);

const DEFAULT_DAYS = 32;

export function ExtendByDaysForm() {
  const licenses = useQuery(LicenseChoicesQuery, { fetchPolicy: "cache-and-network" });
  const [licenseId, setLicenseId] = useState("");
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [extend, { loading }] = useMutation(ExtendLicenseByDaysMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const extra = Number(days);
    if (!licenseId) return setProblem("Please select a license.");
    if (!Number.isInteger(extra) || extra < 1 || extra > 365) return setProblem("Additional days must be between 1 and 365.");
    setProblem(null);
    try {
      const { data } = await extend({ variables: { licenseId, days: extra } });
      announceResult(data?.extendLicenseByDays, "Failed to extend license");
    } catch (err) {
      announceError(err, "Failed to extend license");
    }
  }

  return (
    <LicenseFormCard title="Extend License" submitLabel="Extend License" loading={loading} problem={problem} onSubmit={submit}>
      <Field.Root>
        <Field.Label>License</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={licenseId} onChange={(e) => setLicenseId(e.target.value)}>
            <option value="">Select a license</option>
            {(licenses.data?.licenses ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.licenseKey} · {l.email} · expires {formatDate(l.expiresAt)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Additional days</Field.Label>
        <Input type="number" min={1} max={365} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
      </Field.Root>
    </LicenseFormCard>
  );
}
