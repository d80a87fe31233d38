import { Toaster as ChakraToaster, Portal, Stack, Text, Toast, createToaster } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** The one toast queue of the app; use `notify()` rather than this directly. */
export const toaster = createToaster({
  placement: "top-end",
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} maxW={{ md: "420px" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              {toast.meta?.requestId && (
                <Text fontSize="xs" opacity={0.8} data-testid="toast-request-id">
                  {t("requestId", { id: String(toast.meta.requestId) })}
                </Text>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t("dismissNotification")} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
