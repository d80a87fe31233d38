import { Toaster as ChakraToaster, Portal, Stack, Text, Toast, createToaster } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** The one toast queue of the app; use `notify()` rather than this directly. */
export const toaster = createToaster({
  placement: "top-end",
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

/**
 * On a phone the toast spans the top of the screen, where a tall dialog has its title: while a
 * toast shows, `--toast-room` holds how far down it reaches, and dialogs keep that much room
 * free above them (theme/system.ts). It is removed with the toast.
 */
function keepRoomForToast(el: HTMLDivElement | null): (() => void) | undefined {
  if (!el || typeof ResizeObserver === "undefined") return undefined;
  const root = document.documentElement;
  // Layout boxes, not the toast's own rectangle: that one moves while the toast slides in.
  const measure = () => {
    const groupTop = el.parentElement?.getBoundingClientRect().top ?? 0;
    root.style.setProperty("--toast-room", `${Math.ceil(groupTop + el.offsetTop + el.offsetHeight) + 8}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(el);
  measure();
  return () => {
    observer.disconnect();
    root.style.removeProperty("--toast-room");
  };
}

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root ref={keepRoomForToast} width={{ md: "sm" }} maxW={{ md: "420px" }}>
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
