import { useMutation } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import type { StockRow } from "./StockTable";

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
      notify({ title: "Error", description: "Username and password cannot be empty.", variant: "destructive" });
      return;
    }
    try {
      // The mutation returns the row with its id, so Apollo updates the table in place.
      await update({ variables: { id: account.id, input: values } });
      notify({ title: "Account Updated", description: `${values.username.trim()} was saved.` });
      onClose();
    } catch (err) {
      notify({ title: "Update Failed", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog open={account !== null} onClose={onClose} title="Edit Stock Account" onSubmit={save} submitLabel="Save Changes" loading={loading}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="Username" value={values.username} onChange={set("username")} />
        <TextField label="Password" value={values.password} onChange={set("password")} />
        <TextField label="Email" value={values.email} onChange={set("email")} />
        <TextField label="Email Pass" value={values.emailPassword} onChange={set("emailPassword")} />
      </SimpleGrid>
    </FormDialog>
  );
}
