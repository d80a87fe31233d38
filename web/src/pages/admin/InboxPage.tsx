import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { ContactMessages } from "./inbox/ContactMessages";
import { OutboxEmails } from "./inbox/OutboxEmails";
import { useTranslation } from "react-i18next";

export default function InboxPage() {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t("inbox.title")}
      </Heading>
      <Tabs.Root defaultValue="messages" variant="line" colorPalette="teal" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="messages" flexShrink="0">
            {t("inbox.messages")}
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox" flexShrink="0">
            {t("inbox.outbox")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">
          <ContactMessages />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxEmails />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
