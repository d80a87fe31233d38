import { Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface PageTab {
  value: string;
  /** Already translated. */
  label: string;
  content: ReactNode;
}

/**
 * A back-office page's tabs (Settings, Catalogue, Inbox): one line of triggers that scrolls
 * sideways on a narrow screen instead of wrapping, the first tab open, and each tab's content
 * mounted when it is first opened.
 */
export function PageTabs({ tabs }: { tabs: PageTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0].value} variant="line" colorPalette="teal" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
