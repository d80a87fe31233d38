import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router-dom";
import { registrationProblems, type RegistrationValues } from "@common/auth-rules";
import { RETURN_TO_PARAM, rememberReturnAfterConfirm, safeReturnTo, withReturnTo } from "@/auth/return-to";
import { useCurrentUser } from "@/auth/useCurrentUser";
import { CheckboxField } from "@/components/CheckboxField";
import { Form } from "@/components/Form";
import { BrowserCheckStatus } from "@/components/BrowserCheckStatus";
import { FormError } from "@/components/FormError";
import { useFieldProblems } from "@/components/useFieldProblems";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { useBrowserCheck } from "@/lib/proof-of-work/useBrowserCheck";
import { AccountFields } from "./AccountFields";
import { AuthHeading } from "./AuthHeading";
import { CheckYourEmail } from "./CheckYourEmail";

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!, $challengeSolution: String) {
    register(input: $input, challengeSolution: $challengeSolution) {
      email
    }
  }
`);

const EMPTY: RegistrationValues = { name: "", email: "", password: "", confirmPassword: "", acceptTerms: false, acceptPrivacy: false };
/** The fields the server's refusal may name (`extensions.params.field`). */
const REGISTRATION_FIELDS = Object.keys(EMPTY) as (keyof RegistrationValues)[];

export default function RegisterPage() {
  const { user } = useCurrentUser();
  // A registration started from the cart: its sign-in links, and the confirmation's, lead back there.
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const [register, { loading }] = useMutation(RegisterMutation);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const fields = useFieldProblems<keyof RegistrationValues>({}, REGISTRATION_FIELDS);
  const problems = fields.problems;
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // Registrations that come fast from one address or for one e-mail must carry a solved proof-of-work.
  const browserCheck = useBrowserCheck("REGISTER");
  const { t } = useTranslation("auth");

  if (user) return <Navigate to={returnTo ?? "/"} replace />;
  if (registeredEmail) return <CheckYourEmail email={registeredEmail} returnTo={returnTo} />;

  const set =
    <K extends keyof RegistrationValues>(key: K) =>
    (value: RegistrationValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!fields.check(registrationProblems(values))) return;
    try {
      const input = { ...values, name: values.name.trim(), email: values.email.trim() };
      const { data } = await browserCheck.run((challengeSolution) => register({ variables: { input, challengeSolution } }));
      rememberReturnAfterConfirm(returnTo);
      setRegisteredEmail(data?.register.email ?? values.email.trim());
    } catch (err) {
      if (!fields.showServerError(err)) setError(errorMessage(err));
    }
  }

  return (
    <Form gap="5" onSubmit={submit}>
      <AuthHeading title={t("register.title")} subtitle={t("register.subtitle")} />
      <FormError message={error} />
      <AccountFields values={values} problems={problems} set={set} />
      <Stack gap="3">
        <CheckboxField checked={values.acceptTerms} onChange={set("acceptTerms")} error={problems.acceptTerms}>
          {t("register.iAccept")}{" "}
          <Link asChild colorPalette="teal" color="colorPalette.fg">
            <RouterLink to="/legal/terms-of-service" target="_blank">
              {t("register.termsOfService")}
            </RouterLink>
          </Link>
        </CheckboxField>
        <CheckboxField checked={values.acceptPrivacy} onChange={set("acceptPrivacy")} error={problems.acceptPrivacy}>
          {t("register.iAccept")}{" "}
          <Link asChild colorPalette="teal" color="colorPalette.fg">
            <RouterLink to="/legal/privacy-policy" target="_blank">
              {t("register.privacyPolicy")}
            </RouterLink>
          </Link>
        </CheckboxField>
      </Stack>
      <BrowserCheckStatus checking={browserCheck.checking} progress={browserCheck.progress} />
      <Button type="submit" colorPalette="teal" loading={loading || browserCheck.checking}>
        {t("register.submit")}
      </Button>
      <Text fontSize="sm" textAlign="center" color="fg.muted">
        {t("register.haveAccount")}{" "}
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to={withReturnTo("/auth/login", returnTo)}>{t("register.login")}</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}
