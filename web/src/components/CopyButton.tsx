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

/** Copies and says so in a toast ("Copied!" or "Copy Failed"); answers whether it worked. For copies chosen from a menu. */
export function useCopyWithNotice(): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await copyText(text);
      notify({ title: t("copy.copied"), duration: FEEDBACK_MS });
      return true;
    } catch {
      notify({ title: t("copy.failed"), description: t("copy.failedDescription"), variant: "destructive" });
      return false;
    }
  };
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

  const copyWithNotice = useCopyWithNotice();
  async function copy() {
    setState((await copyWithNotice(text)) ? "copied" : "failed");
  }

  return (
    <Button size="xs" variant="outline" {...buttonProps} onClick={copy} aria-live="polite">
      {state === "copied" ? <LuCheck /> : state === "failed" ? <LuX /> : <LuCopy />}
      {state === "copied" ? t("copy.copied") : state === "failed" ? t("copy.failed") : (label ?? t("copy.copy"))}
    </Button>
  );
}
