import { Alert } from "@chakra-ui/react";
import { translateKnownMessage } from "@/i18n/known-messages";
import { useTranslation } from "react-i18next";

/**
 * A form's current error message, announced to screen readers. `info` is for a next step the
 * form asks for (e.g. the two-factor code), which is no error and must not look like one.
 */
export function FormError({ message, status = "error" }: { message: string | null; status?: "error" | "info" }) {
  // Subscribes to the language, so a shared-contract message follows a switch.
  useTranslation("errors");
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>{translateKnownMessage(message)}</Alert.Title>
    </Alert.Root>
  );
}
