import { Box, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { MAX_STOCK_FIELD_LENGTH } from "@common/stock-lines";
import type { RefusedStockLine } from "./upload-stock";

/** The most refused lines listed; the rest are counted (they are all back in the box). */
const LISTED = 200;
/** A refused line is shown up to this many characters. */
const SHOWN_CHARACTERS = 80;

/** Each line the upload refused: its number in the text, the line, and why. */
export function RefusedLines({ refused }: { refused: RefusedStockLine[] }) {
  const { t } = useTranslation("admin");
  if (refused.length === 0) return null;
  const shown = refused.slice(0, LISTED);
  return (
    <Box mt="2">
      <Text fontSize="sm">{t("stock.upload.refused.fixHint")}</Text>
      <Box
        as="section"
        aria-label={t("stock.upload.refused.listLabel")}
        tabIndex={0}
        maxH="48"
        overflowY="auto"
        mt="1"
        borderWidth="1px"
        rounded="sm"
        p="2"
        _focusVisible={{ outline: "2px solid", outlineColor: "teal.solid" }}
      >
        <List.Root as="ol" variant="plain" gap="1" data-testid="refused-lines">
          {shown.map((r) => (
            <List.Item key={r.lineNumber} display="block">
              <Text as="span" fontWeight="semibold">
                {t("stock.upload.refused.line", { number: r.lineNumber })}
              </Text>{" "}
              <Text as="code" fontFamily="mono" wordBreak="break-all">
                {r.text.length > SHOWN_CHARACTERS ? `${r.text.slice(0, SHOWN_CHARACTERS)}…` : r.text}
              </Text>{" "}
              <Text as="span" color="fg.error">
                — {t(`stock.upload.refused.${r.problem}`, { count: r.parts, max: MAX_STOCK_FIELD_LENGTH })}
              </Text>
            </List.Item>
          ))}
        </List.Root>
        {refused.length > shown.length && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t("stock.upload.refused.more", { count: refused.length - shown.length })}
          </Text>
        )}
      </Box>
    </Box>
  );
}
