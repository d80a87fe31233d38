import { useMutation } from "@apollo/client/react";
import { Field, NativeSelect } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import type { CustomerRow } from "./customer-row";
import { useTranslation } from "react-i18next";

const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerUpdateInput!) {
    updateCustomer(id: $id, input: $input) {
      id
      name
      email
      role
    }
  }
`);

interface EditCustomerDialogProps {
  customer: CustomerRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function EditCustomerDialog({ customer, onClose, onSaved }: EditCustomerDialogProps) {
  const { t } = useTranslation("admin");
  const [update, { loading }] = useMutation(UpdateCustomerMutation);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("customer");

  useEffect(() => {
    if (customer) {
      setName(customer.name);
      setEmail(customer.email);
      setRole(customer.role);
    }
  }, [customer]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    if (!name.trim() || !email.trim()) {
      notify({ title: t("common.missingInformation"), description: t("customers.edit.required"), variant: "destructive" });
      return;
    }
    try {
      await update({ variables: { id: customer.id, input: { name: name.trim(), email: email.trim(), role } } });
      notify({ title: t("customers.edit.updated"), description: t("common.wasSaved", { name: name.trim() }) });
      onSaved();
      onClose();
    } catch (err) {
      notify({ title: t("customers.edit.updateFailed"), description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      title={t("customers.edit.title")}
      onSubmit={save}
      submitLabel={t("common.saveChanges")}
      loading={loading}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
    >
      <TextField label={t("common.name")} value={name} onChange={setName} />
      <TextField label={t("common.email")} type="email" value={email} onChange={setEmail} />
      <Field.Root>
        <Field.Label>{t("customers.columns.role")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="customer">{t("customers.roles.customer")}</option>
            <option value="admin">{t("customers.roles.admin")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
