import { Heading, Stack, Tabs } from "@chakra-ui/react";
import { ContactMessages } from "./inbox/ContactMessages";
import { OutboxEmails } from "./inbox/OutboxEmails";

export default function InboxPage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Inbox
      </Heading>
      <Tabs.Root defaultValue="messages" variant="line" colorPalette="teal" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="messages">Contact Messages</Tabs.Trigger>
          <Tabs.Trigger value="outbox">E-mail Outbox</Tabs.Trigger>
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
