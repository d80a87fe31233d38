import { Stack, type StackProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { LEAVE_GUARD_ATTRIBUTE } from "./PageLeaveGuard";

interface FormProps extends Omit<StackProps, "onSubmit" | "asChild"> {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Ask before the page is left with unsaved text in this form (see PageLeaveGuard). */
  guardLeave?: boolean;
}

/** A vertical form; the browser's own validation bubbles are off so the spec's messages show instead. */
export function Form({ onSubmit, children, guardLeave = false, ...stackProps }: FormProps) {
  return (
    <Stack asChild {...stackProps}>
      <form onSubmit={onSubmit} noValidate {...(guardLeave ? { [LEAVE_GUARD_ATTRIBUTE]: "" } : {})}>
        {children}
      </form>
    </Stack>
  );
}
