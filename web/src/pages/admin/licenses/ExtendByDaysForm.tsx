import { useMutation, useQuery } from "@apollo/client/react";
import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import { graphql } from "@/gql";
import { formatDate } from "@/pages/public/license-check/license-key-rules";
import { LicenseFormCard } from "./LicenseFormCard";
import { announceError, announceResult } from "./announce-result";
import { ExtendLicenseByDaysMutation } from "./admin-license-documents";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation("admin");
  const licenses = useQuery(LicenseChoicesQuery, { fetchPolicy: "cache-and-network" });
  const [licenseId, setLicenseId] = useState("");
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [extend, { loading }] = useMutation(ExtendLicenseByDaysMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const extra = Number(days);
    if (!licenseId) return setProblem(t("licenses.selectLicenseProblem"));
    if (!Number.isInteger(extra) || extra < 1 || extra > 365) return setProblem(t("licenses.additionalRange"));
    setProblem(null);
    try {
      const { data } = await extend({ variables: { licenseId, days: extra } });
      announceResult(data?.extendLicenseByDays, t("licenses.extendFailed"), t);
    } catch (err) {
      announceError(err, t("licenses.extendFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.extendTitle")} submitLabel={t("licenses.extendTitle")} loading={loading} problem={problem} onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t("licenses.license")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={licenseId} onChange={(e) => setLicenseId(e.target.value)}>
            <option value="">{t("licenses.selectLicense")}</option>
            {(licenses.data?.licenses ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {t("licenses.licenseOption", { key: l.licenseKey, email: l.email, date: formatDate(l.expiresAt) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t("licenses.additionalDays")}</Field.Label>
        <Input type="number" min={1} max={365} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
      </Field.Root>
    </LicenseFormCard>
  );
}
