import { CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { PageLoading } from "@/components/PageLoading";

interface DetailsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size: Dialog.RootProps["size"];
  /** Already-formatted message of a failed load. */
  error?: string;
  /** False while the record is on its way: the spinner shows unless the load failed. */
  loaded: boolean;
  children: ReactNode;
}

/** A read-only dialog showing one record: title, scrolling body and a close button in the corner. */
export function DetailsDialog({ open, onClose, title, size, error, loaded, children }: DetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && <Text color="fg.error">{error}</Text>}
              {!loaded && !error && <PageLoading />}
              {children}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
