import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { toastDuration, type Toast } from "~/lib/toast";
import { CloseIcon } from "../ui/icons";

// Without JavaScript the flash message is part of the page, in a role="status" region. With
// JavaScript the same message becomes a toast that leaves after the SPEC's duration.
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const text = toast ? (toast.key ? t(toast.key, { ...toast.params, defaultValue: toast.message ?? toast.key }) : (toast.message ?? "")) : "";
  const visible = toast && dismissed !== toast.id;

  useEffect(() => {
    if (!toast || !hydrated) return;
    const timer = setTimeout(() => setDismissed(toast.id), toastDuration(toast, text));
    return () => clearTimeout(timer);
  }, [toast, hydrated, text]);

  return (
    <div className={hydrated ? "toasts toasts--floating" : "toasts"} role="status" aria-live="polite" aria-label={t("toast.notifications")}>
      {visible ? (
        <div className={`toast toast--${toast.type}`} data-toast-id={toast.id}>
          <p>{text}</p>
          {hydrated ? (
            <button type="button" className="icon-button toast__close" onClick={() => setDismissed(toast.id)} aria-label={t("toast.close")}>
              <CloseIcon width={18} height={18} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
