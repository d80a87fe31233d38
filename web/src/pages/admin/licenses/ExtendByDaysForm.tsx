import { useMutation, useQuery } from "@apollo/client/react";
import { NativeSelect } from "@chakra-ui/react";
import { LabelledField } from "@/components/LabelledField";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
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
  const fields = useFieldProblems<"licenseId" | "days">({}, ["licenseId", "days"]);
  const [extend, { loading }] = useMutation(ExtendLicenseByDaysMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const extra = Number(days);
    const found: Problems<"licenseId" | "days"> = {};
    if (!licenseId) found.licenseId = t("licenses.selectLicenseProblem");
    if (!Number.isInteger(extra) || extra < 1 || extra > 365) found.days = t("licenses.additionalRange");
    if (!fields.check(found)) return;
    try {
      const { data } = await extend({ variables: { licenseId, days: extra } });
      announceResult(data?.extendLicenseByDays, t("licenses.extendFailed"), t);
    } catch (err) {
      if (fields.showServerError(err)) return;
      announceError(err, t("licenses.extendFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.extendTitle")} submitLabel={t("licenses.extendTitle")} loading={loading} onSubmit={submit}>
      <LabelledField label={t("licenses.license")} error={fields.problems.licenseId}>
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
      </LabelledField>
      <TextField label={t("licenses.additionalDays")} type="number" min={1} max={365} step={1} value={days} onChange={setDays} error={fields.problems.days} />
    </LicenseFormCard>
  );
}
