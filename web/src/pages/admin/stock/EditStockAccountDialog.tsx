import { useMutation } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import type { StockRow } from "./StockTable";
import { useTranslation } from "react-i18next";

const UpdateStockAccountMutation = graphql(`
  mutation UpdateStockAccount($id: Int!, $input: StockAccountInput!) {
    updateStockAccount(id: $id, input: $input) {
      ...StockAccountFields
    }
  }
`);

interface EditStockAccountDialogProps {
  account: StockRow | null;
  onClose: () => void;
}

export function EditStockAccountDialog({ account, onClose }: EditStockAccountDialogProps) {
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateStockAccountMutation);
  const [values, setValues] = useState({ username: "", password: "", email: "", emailPassword: "" });

  useEffect(() => {
    if (account) setValues({ username: account.username, password: account.password, email: account.email, emailPassword: account.emailPassword });
  }, [account]);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!account) return;
    if (!values.username.trim() || !values.password.trim()) {
      notify({ title: t("common.error"), description: t("stock.edit.required"), variant: "destructive" });
      return;
    }
    try {
      // The mutation returns the row with its id, so Apollo updates the table in place.
      await update({ variables: { id: account.id, input: values } });
      notify({ title: t("stock.edit.updated"), description: t("common.wasSaved", { name: values.username.trim() }) });
      onClose();
    } catch (err) {
      notify({ title: t("stock.edit.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog open={account !== null} onClose={onClose} title={t("stock.edit.title")} onSubmit={save} submitLabel={t("common.saveChanges")} loading={loading}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t("common.username")} value={values.username} onChange={set("username")} />
        <TextField label={t("common.password")} value={values.password} onChange={set("password")} />
        <TextField label={t("common.email")} value={values.email} onChange={set("email")} />
        <TextField label={t("common.emailPass")} value={values.emailPassword} onChange={set("emailPassword")} />
      </SimpleGrid>
    </FormDialog>
  );
}
