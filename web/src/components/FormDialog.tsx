import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { FormEvent, ReactNode } from "react";
import { Form } from "@/components/Form";
import { useLeaveGuard } from "./useLeaveGuard";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Label of the submit button in the default Cancel/submit footer. */
  submitLabel?: string;
  loading?: boolean;
  /** Replaces the default Cancel/submit footer. */
  footer?: ReactNode;
  bodyProps?: Dialog.BodyProps;
  /** Unsaved text: closing (Cancel, Escape, outside click) asks first. */
  dirty?: boolean;
  children: ReactNode;
}

/** A centred dialog holding one form: title, fields, and a footer that submits it. */
export function FormDialog({ open, onClose, title, onSubmit, submitLabel, loading, footer, bodyProps, dirty = false, children }: FormDialogProps) {
  const { t } = useTranslation();
  const leave = useLeaveGuard(dirty, onClose);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && leave.attempt()} placement="center">
      {leave.dialog}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Form onSubmit={onSubmit} gap="0">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
              <Dialog.Footer>
                {footer ?? (
                  <>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">{t("cancel")}</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="teal" loading={loading}>
                      {submitLabel}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
