import { Button, Field, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useState, type FormEvent } from "react";
import { graphql } from "@/gql";
import { FormDialog } from "@/components/FormDialog";
import { FormError } from "@/components/FormError";
import { TextField } from "@/components/TextField";
import { NO_FILTER, type OrderFilter } from "./order-filter";

const OrderFilterChoicesQuery = graphql(`
  query OrderFilterChoices {
    adminProducts {
      id
      name
    }
    categories {
      id
      name
    }
  }
`);

interface OrderFilterDialogProps {
  open: boolean;
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
  onClose: () => void;
}

export function OrderFilterDialog({ open, filter, onApply, onClose }: OrderFilterDialogProps) {
  const [draft, setDraft] = useState(filter);
  const catalogue = useQuery(OrderFilterChoicesQuery);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setDraft(filter);
      setError(null);
    }
  }, [open, filter]);

  function apply(e: FormEvent) {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError("The start date must be on or before the end date.");
      return;
    }
    onApply(draft);
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Filter Orders"
      onSubmit={apply}
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              onApply(NO_FILTER);
              onClose();
            }}
          >
            Clear Filter
          </Button>
          <Button type="submit" colorPalette="teal">
            Apply Filter
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="From" type="date" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <TextField label="To" type="date" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.orderType} onChange={(e) => setDraft({ ...draft, orderType: e.target.value })}>
            <option value="">All orders</option>
            <option value="account">Accounts</option>
            <option value="software">Software</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Dates are whole days in UTC.</Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="4">
        <Field.Root>
          <Field.Label>Product</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.productId} onChange={(e) => setDraft({ ...draft, productId: e.target.value })}>
              <option value="">All products</option>
              {(catalogue.data?.adminProducts ?? []).map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Category</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.categoryId} onChange={(e) => setDraft({ ...draft, categoryId: e.target.value })}>
              <option value="">All categories</option>
              {(catalogue.data?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>{c.name}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
    </FormDialog>
  );
}
