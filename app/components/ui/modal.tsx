import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons";

// A native modal dialog (JavaScript only): open on mount, focus kept inside by the browser,
// closed by its button, by Escape and by a click outside (SPEC 9: 80 % height, 70 % width).
export function Modal({ label, onClose, className = "", children }: { label: string; onClose: () => void; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`.trim()}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="modal__content">
        <button type="button" className="icon-button modal__close" onClick={() => dialog.current?.close()} aria-label={t("catalog.close")}>
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}
