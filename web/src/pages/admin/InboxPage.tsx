import { Heading, Stack } from "@chakra-ui/react";
import { PageTabs } from "@/components/PageTabs";
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
      <PageTabs
        tabs={[
          { value: "messages", label: t("inbox.messages"), content: <ContactMessages /> },
          { value: "outbox", label: t("inbox.outbox"), content: <OutboxEmails /> },
        ]}
      />
    </Stack>
  );
}
