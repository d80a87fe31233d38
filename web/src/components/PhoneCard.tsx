import { Card, DataList, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface PhoneCardField {
  label: string;
  value: ReactNode;
}

interface PhoneCardProps {
  /** The row's name, e.g. its product; the card's heading. */
  title: ReactNode;
  /** Beside the title: the row's status badge. */
  badge?: ReactNode;
  /** The row's other columns, label and value. */
  fields: PhoneCardField[];
  /** The row's key action (view, copy, invoice), always in view. */
  actions?: ReactNode;
}

/** One table row as a card at phone width (see DataTableFrame's `phoneCards`): nothing to scroll sideways for. */
export function PhoneCard({ title, badge, fields, actions }: PhoneCardProps) {
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
            {title}
          </Text>
          {badge}
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {fields.map((f) => (
            <DataList.Item key={f.label}>
              <DataList.ItemLabel>{f.label}</DataList.ItemLabel>
              <DataList.ItemValue justifyContent="flex-end" textAlign="end">
                {f.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {actions && (
          <Flex gap="2" justify="flex-end" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
