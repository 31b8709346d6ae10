"use client";

// A button that opens a dialog whose code is fetched on demand. Radix, the form library and the
// schemas behind a dialog weigh far more than the page around it, and most visits never open it:
// the trigger is a plain button, the dialog module loads when the pointer or focus reaches it (or
// at the latest on the click), and focus returns to the button on close as Radix's own trigger does.
import { useRef, useState, type ComponentType, type ReactNode } from "react";
import type { DialogIntl } from "./dialog-intl-provider";

/** What a lazily loaded dialog module's default export receives, besides its own props. */
export type LazyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pass to DialogContent: puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
};

type Module<P> = { default: ComponentType<P & LazyDialogProps> };

export type { DialogIntl } from "./dialog-intl-provider";

type Provider = ComponentType<DialogIntl & { children: ReactNode }>;
const loadProvider = () => import("./dialog-intl-provider");

export function LazyDialogButton<P extends object>({
  load,
  dialogProps,
  intl,
  className,
  children,
}: {
  intl?: DialogIntl;
  /** A module-level `() => import("./x-dialog")`, so that the bundler splits the dialog off. */
  load: () => Promise<Module<P>>;
  dialogProps: P;
  className?: string;
  children: ReactNode;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<Module<P>["default"] | null>(null);
  const [Provider, setProvider] = useState<Provider | null>(null);
  const loadAll = () => Promise.all([load(), intl ? loadProvider() : null]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const preload = () => {
    // A failed fetch (offline) is retried by the next click.
    loadAll().catch(() => undefined);
  };
  const openDialog = () => {
    setLoading(true);
    loadAll()
      .then(([module, provider]) => {
        setDialog(() => module.default);
        if (provider) setProvider(() => provider.DialogIntlProvider);
        setOpen(true);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        className={className}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openDialog}
      >
        {children}
      </button>
      {Dialog ? (
        <WithIntl Provider={Provider} intl={intl}>
          <Dialog
            {...dialogProps}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </WithIntl>
      ) : null}
    </>
  );
}

function WithIntl({ Provider, intl, children }: { Provider: Provider | null; intl?: DialogIntl; children: ReactNode }) {
  return Provider && intl ? <Provider {...intl}>{children}</Provider> : <>{children}</>;
}

/**
 * The button of a dialog that takes no props of its own (the public request dialogs), labelled and
 * styled by the page. Called in a "use client" module of its own per dialog, so that a page loads
 * only its own button's loader: `export const XButton = dialogButton(() => import("./x-dialog"));`.
 */
export function dialogButton(load: () => Promise<Module<object>>) {
  return function DialogButton({ label, className, intl }: { label: string; className: string; intl?: DialogIntl }) {
    return (
      <LazyDialogButton load={load} dialogProps={{}} intl={intl} className={className}>
        {label}
      </LazyDialogButton>
    );
  };
}
