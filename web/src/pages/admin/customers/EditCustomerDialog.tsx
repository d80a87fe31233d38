import { useMutation } from "@apollo/client/react";
import { NativeSelect } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, isValidEmail, normalizeEmail } from "@common/auth-rules";
import { FormDialog } from "@/components/FormDialog";
import { LabelledField } from "@/components/LabelledField";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { useFieldProblems, type Problems } from "@/components/useFieldProblems";
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

type CustomerField = "name" | "email" | "role";
const CUSTOMER_FIELDS: readonly CustomerField[] = ["name", "email", "role"];
/** The server's limit on a customer's name (server/modules/customers). */
const MAX_NAME_LENGTH = 255;

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
  // A taken address belongs under E-mail; demoting the last admin under Role.
  const fields = useFieldProblems<CustomerField>({ EMAIL_TAKEN: "email", LAST_ADMIN: "role" }, CUSTOMER_FIELDS);
  const { clear } = fields;

  useEffect(() => {
    if (customer) {
      setName(customer.name);
      setEmail(customer.email);
      setRole(customer.role);
      clear();
    }
  }, [customer, clear]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    const found: Problems<CustomerField> = {};
    if (!name.trim()) found.name = t("customers.edit.required");
    if (!email.trim()) found.email = t("customers.edit.required");
    else if (!isValidEmail(normalizeEmail(email))) found.email = AUTH_MESSAGES.invalidEmail;
    if (!fields.check(found)) return;
    try {
      await update({ variables: { id: customer.id, input: { name: name.trim(), email: email.trim(), role } } });
      notify({ title: t("customers.edit.updated"), description: t("common.wasSaved", { name: name.trim() }) });
      onSaved();
      onClose();
    } catch (err) {
      if (!fields.showServerError(err)) notify({ title: t("customers.edit.updateFailed"), description: errorMessage(err), variant: "destructive" });
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
      <TextField label={t("common.name")} value={name} onChange={setName} maxLength={MAX_NAME_LENGTH} error={fields.problems.name} />
      <TextField label={t("common.email")} type="email" value={email} onChange={setEmail} maxLength={254} error={fields.problems.email} />
      <LabelledField label={t("customers.columns.role")} error={fields.problems.role}>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="customer">{t("customers.roles.customer")}</option>
            <option value="admin">{t("customers.roles.admin")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
    </FormDialog>
  );
}
