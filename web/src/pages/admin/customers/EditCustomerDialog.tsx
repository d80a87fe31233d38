import { useMutation } from "@apollo/client/react";
import { Field, NativeSelect } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/FormDialog";
import { notify } from "@/components/notify";
import { TextField } from "@/components/TextField";
import { graphql } from "@/gql";
import { errorMessage } from "@/lib/graphql-errors";
import type { CustomerRow } from "./customer-row";

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
      notify({ title: "Missing Information", description: "Name and email are required.", variant: "destructive" });
      return;
    }
    try {
      await update({ variables: { id: customer.id, input: { name: name.trim(), email: email.trim(), role } } });
      notify({ title: "Customer Updated", description: `${name.trim()} was saved.` });
      onSaved();
      onClose();
    } catch (err) {
      notify({ title: "Failed to update customer", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <FormDialog open={customer !== null} onClose={onClose} title="Edit Customer" onSubmit={save} submitLabel="Save Changes" loading={loading} bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}>
      <TextField label="Name" value={name} onChange={setName} />
      <TextField label="Email" type="email" value={email} onChange={setEmail} />
      <Field.Root>
        <Field.Label>Role</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="customer">customer</option>
            <option value="admin">admin</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
