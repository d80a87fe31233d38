import { useMutation } from "@apollo/client/react";
import { SimpleGrid } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
import { MAX_STOCK_FIELD_LENGTH, type StockLine } from "@common/stock-lines";
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

type StockField = keyof StockLine;
const LABELS = { username: "common.username", password: "common.password", email: "common.email", emailPassword: "common.emailPass" } as const;
const STOCK_FIELDS: readonly StockField[] = ["username", "password", "email", "emailPassword"];

interface EditStockAccountDialogProps {
  account: StockRow | null;
  onClose: () => void;
}

export function EditStockAccountDialog({ account, onClose }: EditStockAccountDialogProps) {
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateStockAccountMutation);
  const [values, setValues] = useState<StockLine>({ username: "", password: "", email: "", emailPassword: "" });
  const fields = useFieldProblems<StockField>({}, STOCK_FIELDS);
  const { clear } = fields;

  useEffect(() => {
    if (!account) return;
    setValues({ username: account.username, password: account.password, email: account.email, emailPassword: account.emailPassword });
    clear();
  }, [account, clear]);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!account) return;
    const found: Problems<StockField> = {};
    if (!values.username.trim()) found.username = t("stock.edit.required");
    if (!values.password.trim()) found.password = t("stock.edit.required");
    if (!fields.check(found)) return;
    try {
      // The mutation returns the row with its id, so Apollo updates the table in place.
      await update({ variables: { id: account.id, input: values } });
      notify({ title: t("stock.edit.updated"), description: t("common.wasSaved", { name: values.username.trim() }) });
      onClose();
    } catch (err) {
      if (!fields.showServerError(err)) notify({ title: t("stock.edit.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog open={account !== null} onClose={onClose} title={t("stock.edit.title")} onSubmit={save} submitLabel={t("common.saveChanges")} loading={loading}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {STOCK_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            value={values[field]}
            onChange={set(field)}
            maxLength={MAX_STOCK_FIELD_LENGTH}
            error={fields.problems[field]}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
