import { useMutation } from "@apollo/client/react";
import { Button, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { LuMailCheck } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { notify } from "@/components/notify";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import { AuthHeading } from "./AuthHeading";

export const ResendConfirmationMutation = graphql(`
  mutation ResendConfirmation($email: String!) {
    resendConfirmation(email: $email)
  }
`);

/** What a new registrant sees: where the confirmation link went, and a way to get another. */
export function CheckYourEmail({ email }: { email: string }) {
  const [resend, { loading }] = useMutation(ResendConfirmationMutation);

  async function resendLink() {
    try {
      await resend({ variables: { email } });
      notify({ title: "Confirmation Email Sent", description: `A new confirmation link was sent to ${email}.` });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Stack gap="5" align="center" textAlign="center">
      <Icon boxSize="12" color="teal.solid">
        <LuMailCheck />
      </Icon>
      <AuthHeading title="Check Your Email" />
      <Text>
        We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Didn't get it? Check your spam folder or send it again.
      </Text>
      <Button variant="outline" onClick={resendLink} loading={loading}>
        Resend confirmation email
      </Button>
      <Link asChild fontSize="sm" colorPalette="teal" color="colorPalette.fg">
        <RouterLink to="/auth/login">Back to Login</RouterLink>
      </Link>
    </Stack>
  );
}
