import { Stack, type StackProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

interface FormProps extends Omit<StackProps, "onSubmit" | "asChild"> {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A vertical form; the browser's own validation bubbles are off so the spec's messages show instead. */
export function Form({ onSubmit, children, ...stackProps }: FormProps) {
  return (
    <Stack asChild {...stackProps}>
      <form onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Stack>
  );
}
