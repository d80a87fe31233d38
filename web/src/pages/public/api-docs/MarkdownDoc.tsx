import { Box, Code, Heading, Link, List, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";
import { parseInline, parseMarkdown, type MarkdownBlock } from "./markdown-blocks";

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        if (part.kind === "code") return <Code key={i}>{part.text}</Code>;
        if (part.kind === "strong") return <strong key={i}>{part.text}</strong>;
        // Product descriptions are written by admins: only web, mail and same-site links become links (never javascript: and the like).
        if (part.kind === "link" && !/^(https?:\/\/|mailto:|\/(?!\/))/i.test(part.href)) return <Fragment key={i}>{part.text}</Fragment>;
        if (part.kind === "link") {
          // Downloads such as /schema.graphql are files, not client routes.
          const isRoute = part.href.startsWith("/") && !/\.\w+$/.test(part.href);
          return isRoute ? (
            <Link key={i} asChild colorPalette="teal" textDecoration="underline">
              <RouterLink to={part.href}>{part.text}</RouterLink>
            </Link>
          ) : (
            <Link key={i} href={part.href} colorPalette="teal" textDecoration="underline">
              {part.text}
            </Link>
          );
        }
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}

const headingSize = { 1: "2xl", 2: "xl", 3: "lg" } as const;

function Block({ block }: { block: MarkdownBlock }) {
  const { t } = useTranslation("tools");
  switch (block.kind) {
    case "heading":
      return (
        <Heading as={`h${block.level}`} size={headingSize[block.level]} mt={block.level === 1 ? 0 : 6}>
          <Inline text={block.text} />
        </Heading>
      );
    case "paragraph":
      return (
        <Text>
          <Inline text={block.text} />
        </Text>
      );
    case "list": {
      const Root = List.Root;
      return (
        <Root as={block.ordered ? "ol" : "ul"} ps="5" gap="1">
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Inline text={item} />
            </List.Item>
          ))}
        </Root>
      );
    }
    case "table":
      return (
        // Focusable, so that a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {block.header.map((h, i) => (
                  <Table.ColumnHeader key={i}>
                    <Inline text={h} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {block.rows.map((row, r) => (
                <Table.Row key={r}>
                  {row.map((cell, c) => (
                    <Table.Cell key={c} verticalAlign="top" minW={c === row.length - 1 ? "64" : undefined}>
                      <Inline text={cell} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      );
    case "code":
      return (
        <Box
          as="pre"
          bg="bg.muted"
          borderRadius="md"
          p="3"
          overflowX="auto"
          fontSize="sm"
          tabIndex={0}
          aria-label={block.language ? t("apiDocs.exampleIn", { language: block.language }) : t("apiDocs.example")}
        >
          <code>{block.code}</code>
        </Box>
      );
  }
}

/** Renders a Markdown document (docs/api.md) with the site's components. */
export function MarkdownDoc({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}
