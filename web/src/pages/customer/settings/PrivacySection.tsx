import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Card, Flex, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { LuDownload, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

/** Download my data (JSON) and delete my account (password again), as the privacy policy promises. */
export function PrivacySection() {
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountMutation);
  const client = useApolloClient();
  const navigate = useNavigate();

  function close() {
    setDeleting(false);
    setPassword("");
    setProblem(undefined);
  }

  async function confirmDelete(e: FormEvent) {
    e.preventDefault();
    if (!password) return setProblem("Please enter your password to delete your account.");
    try {
      await deleteAccount({ variables: { password } });
    } catch (err) {
      return setProblem(errorMessage(err));
    }
    close();
    // As at logout: leave the panel first, so that it does not refetch without a session.
    flushSync(() => navigate("/"));
    await client.resetStore().catch(() => undefined);
    notify({ title: "Account Deleted", description: "Your account has been deleted. Your orders are kept without your name for the shop's books." });
  }

  return (
    <Card.Root as="section" aria-labelledby="privacy-heading">
      <Card.Header>
        <Card.Title as="h2" id="privacy-heading">
          Privacy
        </Card.Title>
        <Card.Description>Your data, as the privacy policy describes it.</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="sm" color="fg.muted">
          Download everything the shop keeps about you (profile, orders with their accounts, balance history, licences) as a JSON file.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <a href="/api/me/export" download>
              <LuDownload /> Download My Data
            </a>
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            <LuTrash2 /> Delete My Account
          </Button>
        </Flex>
      </Card.Body>
      <FormDialog
        open={deleting}
        onClose={close}
        title="Delete Your Account"
        onSubmit={confirmDelete}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="red" loading={loading}>
              Delete My Account
            </Button>
          </>
        }
        bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
      >
        <Text>
          This deletes your account and signs you out. Your remaining balance is forfeited. Orders are kept without your name for the shop&apos;s books. This cannot
          be undone.
        </Text>
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={problem} />
      </FormDialog>
    </Card.Root>
  );
}
