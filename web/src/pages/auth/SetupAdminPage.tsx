import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { adminSetupProblems } from "@common/auth-rules";
import { preloadHomeArea } from "@/auth/preload-home-area";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { Form } from "@/components/Form";
import { FormError } from "@/components/FormError";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AccountFields } from "./AccountFields";
import { AuthHeading } from "./AuthHeading";

const CompleteAdminSetupMutation = graphql(`
  mutation CompleteAdminSetup($input: AdminSetupInput!) {
    completeAdminSetup(input: $input) {
      id
      role
    }
  }
`);

type SetupField = "name" | "email" | "password" | "confirmPassword";
const SETUP_FIELDS: readonly SetupField[] = ["name", "email", "password", "confirmPassword"];

/** Opened from the one-time link the server prints when no admin exists yet. */
export default function SetupAdminPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();
  const [completeSetup, { loading }] = useMutation(CompleteAdminSetupMutation);
  const [values, setValues] = useState({ name: "", email: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(token ? null : "This link is invalid or has expired.");
  // An address that already has an account is refused with EMAIL_TAKEN; the rest name their field.
  const fields = useFieldProblems<SetupField>({ EMAIL_TAKEN: "email" }, SETUP_FIELDS);
  const { t } = useTranslation("auth");

  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!fields.check(adminSetupProblems(values))) return;
    try {
      await completeSetup({ variables: { input: { token, ...values, name: values.name.trim(), email: values.email.trim() } } });
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
      return;
    }
    preloadHomeArea("admin");
    await refetch();
    await navigate("/admin/dashboard", { replace: true });
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title={t("setup.title")} subtitle={t("setup.subtitle")} />
      <FormError message={error} />
      <AccountFields values={values} problems={fields.problems} set={set} disabled={!token} />
      <Button type="submit" colorPalette="teal" loading={loading} disabled={!token}>
        {t("setup.submit")}
      </Button>
    </Form>
  );
}
