import { Box, Spinner } from "@chakra-ui/react";
import { MarkdownText } from "@/components/markdown/MarkdownText";

/**
 * A legal text written in Markdown (shipped or the admin's), rendered by the site's safe
 * Markdown renderer (MarkdownText): no HTML is injected and only web, mail and same-site links become links. `lang`
 * tells screen readers when an admin's English text stands in for the reader's language.
 */
export function LegalMarkdown({ source, language, loading }: { source: string; language: string; loading: boolean }) {
  if (loading) return <Spinner alignSelf="center" />;
  return (
    <Box lang={language} display="flex" flexDirection="column" gap="4">
      <MarkdownText source={source} stackTablesOnPhone />
    </Box>
  );
}
