import { expiryProblem } from "../../../../../common/license-expiry";
import { useMutation } from "@apollo/client/react";
import { Stack } from "@chakra-ui/react";
import { forgotPasswordProblems } from "@common/auth-rules";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
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
  const fields = useFieldProblems<"email" | "plan" | "expiresAt">({}, ["email", "plan", "expiresAt"]);
  const [create, { loading }] = useMutation(CreateLicenseByEmailMutation, { refetchQueries: ["AdminLicenses", "LicenseChoices"] });

  async function submit() {
    const expiresAt = endOfLocalDay(date);
    const found: Problems<"email" | "plan" | "expiresAt"> = {};
    const emailProblem = forgotPasswordProblems({ email }).email;
    if (emailProblem) found.email = emailProblem;
    if (!plan) found.plan = t("licenses.selectPlanProblem");
    const pastExpiry = expiresAt ? expiryProblem(new Date(expiresAt), new Date()) : null;
    if (!expiresAt) found.expiresAt = t("licenses.selectExpiry");
    else if (pastExpiry) found.expiresAt = licenseMessage(pastExpiry, t);
    if (!fields.check(found) || !expiresAt) return;
    try {
      const { data } = await create({ variables: { email: email.trim(), plan, expiresAt } });
      if (announceResult(data?.createLicenseByEmail, t("licenses.createFailed"), t)) {
        setEmail("");
        setDate("");
      }
    } catch (err) {
      if (fields.showServerError(err)) return;
      announceError(err, t("licenses.createFailed"));
    }
  }

  return (
    <LicenseFormCard title={t("licenses.byEmailTitle")} submitLabel={t("licenses.byEmailSubmit")} loading={loading} onSubmit={submit}>
      <TextField label={t("common.email")} type="email" value={email} onChange={setEmail} error={fields.problems.email} />
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <PlanSelect value={plan} onChange={setPlan} placeholder={t("licenses.selectPlan")} error={fields.problems.plan} />
        <TextField label={t("licenses.expiryDate")} type="date" value={date} onChange={setDate} error={fields.problems.expiresAt} />
      </Stack>
    </LicenseFormCard>
  );
}
