import { Button, type ButtonProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { LuCheck, LuCopy, LuX } from "react-icons/lu";
import { notify } from "./notify";

const FEEDBACK_MS = 2000;

/** The clipboard API needs a secure context; a self-hosted shop on plain http falls back to execCommand. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

export interface CopyButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  text: string;
  label?: string;
}

export function CopyButton({ text, label, ...buttonProps }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await copyText(text);
      setState("copied");
      notify({ title: t("copy.copied"), duration: FEEDBACK_MS });
    } catch {
      setState("failed");
      notify({ title: t("copy.failed"), description: t("copy.failedDescription"), variant: "destructive" });
    }
  }

  return (
    <Button size="xs" variant="outline" {...buttonProps} onClick={copy} aria-live="polite">
      {state === "copied" ? <LuCheck /> : state === "failed" ? <LuX /> : <LuCopy />}
      {state === "copied" ? t("copy.copied") : state === "failed" ? t("copy.failed") : (label ?? t("copy.copy"))}
    </Button>
  );
}
