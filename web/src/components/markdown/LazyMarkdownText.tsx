import { SkeletonText } from "@chakra-ui/react";
import { lazy, Suspense, type ComponentProps } from "react";
import type { MarkdownText } from "./MarkdownText";

const MarkdownTextChunk = lazy(() => import("./MarkdownText"));

/**
 * MarkdownText fetched when first shown (the Markdown parser is some 50 KB gzip): a page whose
 * text is one part among others, such as a product's description, renders at once and the text
 * follows; pages that are their Markdown (the API docs, the legal pages) import MarkdownText itself.
 */
export function LazyMarkdownText(props: ComponentProps<typeof MarkdownText>) {
  return (
    <Suspense fallback={<SkeletonText noOfLines={3} />}>
      <MarkdownTextChunk {...props} />
    </Suspense>
  );
}
