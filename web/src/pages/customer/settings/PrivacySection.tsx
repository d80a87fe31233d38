import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Button, Card, Flex, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { LuDownload, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { resetAllData } from "@/app/apollo-loader";
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
  const navigate = useNavigate();
  const { t } = useTranslation("customer");

  function close() {
    setDeleting(false);
    setPassword("");
    setProblem(undefined);
  }

  async function confirmDelete(e: FormEvent) {
    e.preventDefault();
    if (!password) return setProblem(t("privacy.enterPassword"));
    try {
      await deleteAccount({ variables: { password } });
    } catch (err) {
      return setProblem(errorMessage(err));
    }
    close();
    // As at logout: leave the panel first, so that it does not refetch without a session.
    flushSync(() => navigate("/"));
    await resetAllData().catch(() => undefined);
    notify({ title: t("privacy.deleted"), description: t("privacy.deletedText") });
  }

  return (
    <Card.Root as="section" aria-labelledby="privacy-heading">
      <Card.Header>
        <Card.Title as="h2" id="privacy-heading">
          {t("privacy.title")}
        </Card.Title>
        <Card.Description>{t("privacy.description")}</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t("privacy.exportText")}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <a href="/api/me/export" download>
              <LuDownload /> {t("privacy.download")}
            </a>
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            <LuTrash2 /> {t("privacy.delete")}
          </Button>
        </Flex>
      </Card.Body>
      <FormDialog
        open={deleting}
        onClose={close}
        title={t("privacy.dialogTitle")}
        onSubmit={confirmDelete}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" colorPalette="red" loading={loading}>
              {t("privacy.delete")}
            </Button>
          </>
        }
        bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
      >
        <Text>{t("privacy.dialogText")}</Text>
        <TextField label={t("privacy.password")} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={problem} />
      </FormDialog>
    </Card.Root>
  );
}
