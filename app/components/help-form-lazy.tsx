import { useEffect, useRef, useState, type ComponentProps } from "react";
import { HelpForm as HelpFormNow } from "./help-form";
import { useT } from "~/i18n/use-t";

type Props = ComponentProps<typeof HelpFormNow>;

let loaded: typeof HelpFormNow | null = null;

/**
 * The help form, whose code the browser fetches only when the dialog opens
 * (it is in no signed-in page's first download). The server renders it at
 * once, so a page opened with ?help=1 works without JavaScript; while the
 * code arrives, the browser keeps the server's form as it is. No Suspense:
 * React's streaming would send a suspended part after the page, which a
 * browser without JavaScript never shows.
 */
export function HelpFormLazy(props: Props) {
  const t = useT();
  const [Form, setForm] = useState(() => (import.meta.env.SSR ? HelpFormNow : loaded));
  const [typed, setTyped] = useState<Props["result"]>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Form) return;
    let live = true;
    void import("./help-form").then((m) => {
      loaded = m.HelpForm;
      if (!live) return;
      // What was typed into the server's form meanwhile carries over.
      const serverForm = box.current?.querySelector("form");
      if (serverForm) setTyped({ initialValue: Object.fromEntries([...new FormData(serverForm)].filter(([, v]) => typeof v === "string")) });
      setForm(() => m.HelpForm);
    });
    return () => {
      live = false;
    };
  }, [Form]);
  if (Form) {
    return (
      <div ref={box}>
        <Form result={typed} {...props} />
      </div>
    );
  }
  // Hydrating a dialog the server opened: its form stays as sent until the code is here.
  return <div ref={box} aria-busy="true" aria-label={t("help.loading")} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
