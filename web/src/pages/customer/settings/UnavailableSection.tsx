import { Card, Text } from "@chakra-ui/react";

/** Settings the spec lists but the product does not offer yet. */
export function UnavailableSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
    </Card.Root>
  );
}
