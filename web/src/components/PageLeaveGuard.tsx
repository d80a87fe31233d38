import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { LeaveUnsavedDialog } from "./useLeaveGuard";

/** The attribute a page's form carries (Form's `guardLeave`) when leaving the page must not lose its unsaved text. */
export const LEAVE_GUARD_ATTRIBUTE = "data-leave-guard";

/**
 * Asks before a page with unsaved text in a guarded form is left: a link inside the shop opens
 * the same question as a dialog's Cancel (useLeaveGuard), and a reload, a closed tab or an
 * address typed elsewhere gets the browser's own question. A guarded form holds unsaved text from
 * its first edit until it is submitted; dialogs ask on their own (FormDialog). Mounted once by
 * each panel's layout.
 */
export function PageLeaveGuard() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const edited = useRef(new Set<HTMLFormElement>());
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => edited.current.clear(), [pathname]);

  useEffect(() => {
    const unsaved = () => [...edited.current].some((form) => form.isConnected);
    const onInput = (e: Event) => {
      const form = e.target instanceof Element ? e.target.closest(`form[${LEAVE_GUARD_ATTRIBUTE}]`) : null;
      if (form instanceof HTMLFormElement) edited.current.add(form);
    };
    const onSubmit = (e: Event) => {
      if (e.target instanceof HTMLFormElement) edited.current.delete(e.target);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !unsaved()) return;
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site: the browser asks (beforeunload)
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      setLeavingTo(url.pathname + url.search + url.hash);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (unsaved()) e.preventDefault();
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  return (
    <LeaveUnsavedDialog
      open={leavingTo !== null}
      onOpenChange={(open) => !open && setLeavingTo(null)}
      onLeave={() => {
        const to = leavingTo;
        edited.current.clear();
        setLeavingTo(null);
        if (to) navigate(to);
      }}
    />
  );
}
