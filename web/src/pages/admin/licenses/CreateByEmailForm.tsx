import { expiryProblem } from "../../../../../common/license-expiry";
import { useMutation } from "@apollo/client/react";
import { Field, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { LicenseFormCard } from "./LicenseFormCard";
import { announceError, announceResult, licenseMessage } from "./announce-result";
import { CreateLicenseByEmailMutation, endOfLocalDay } from "./admin-license-documents";
import { PlanSelect } from "./PlanSelect";
import { useTranslation } from "react-i18next";

/** The second variant of the spec: a licence for an e-mail address with a chosen expiry date. */
export function CreateByEmailForm() {
  const { t } = useTranslation("admin");
  const [email, setEmail] = useState("");
  const [plan, setPlan] = useState("");
  const [date, setDate] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateLicenseByEmailMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const expiresAt = endOfLocalDay(date);
    if (!email.trim() || !plan || !expiresAt) return setProblem(t("licenses.fillAll"));
    const pastExpiry = expiryProblem(new Date(expiresAt), new Date());
    if (pastExpiry) return setProblem(licenseMessage(pastExpiry, t));
    setProblem(null);
    try {
      const { data } = await create({ variables: { email: email.trim(), plan, expiresAt } });
      if (announceResult(data?.createLicenseByEmail, t("licenses.createFailed"), t)) {
        setEmail("");
        setDate("");
      }
    } catch (err) {
      announceError(err, t("licenses.createFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.byEmailTitle")} submitLabel={t("licenses.byEmailSubmit")} loading={loading} problem={problem} onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t("common.email")}</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field.Root>
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <PlanSelect value={plan} onChange={setPlan} placeholder={t("licenses.selectPlan")} />
        <Field.Root>
          <Field.Label>{t("licenses.expiryDate")}</Field.Label>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field.Root>
      </Stack>
    </LicenseFormCard>
  );
}
