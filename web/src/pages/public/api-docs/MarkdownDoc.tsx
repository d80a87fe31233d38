import { Box, Code, DataList, Heading, Link, List, Stack, Table, Text } from "@chakra-ui/react";
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

type TableBlock = Extract<MarkdownBlock, { kind: "table" }>;

/** A table as one card per row, each cell under its column's heading: nothing to scroll sideways at phone width. */
function StackedTable({ block }: { block: TableBlock }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" hideFrom="md" data-testid="stacked-table">
      {block.rows.map((row, r) => (
        <Box as="li" key={r} borderWidth="1px" borderRadius="md" p="3">
          <DataList.Root orientation="vertical" size="sm" gap="2">
            {row.map((cell, c) => (
              <DataList.Item key={c}>
                <DataList.ItemLabel>
                  <Inline text={block.header[c] ?? ""} />
                </DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">
                  <Inline text={cell} />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

function Block({ block, stackTables }: { block: MarkdownBlock; stackTables: boolean }) {
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
        <>
          {stackTables && <StackedTable block={block} />}
          {/* Focusable, so that a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
          <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} hideBelow={stackTables ? "md" : undefined}>
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
        </>
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

/**
 * Renders a Markdown document (docs/api.md) with the site's components. `stackTablesOnPhone`
 * shows each table row as a card below md width (prose tables such as the privacy policy's).
 */
export function MarkdownDoc({ source, stackTablesOnPhone = false }: { source: string; stackTablesOnPhone?: boolean }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => (
        <Block key={i} block={block} stackTables={stackTablesOnPhone} />
      ))}
    </>
  );
}
