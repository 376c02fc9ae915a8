import { useEffect, useRef, useState, type ComponentProps } from "react";
import { flushSync } from "react-dom";
import { HelpDialog as HelpDialogNow } from "./help-dialog";

type Props = ComponentProps<typeof HelpDialogNow>;

let loaded: typeof HelpDialogNow | null = null;

/**
 * The placeholder's inner HTML, one object for every render: React 19 sets `innerHTML` again whenever this
 * prop is a new object, so a re-render after hydration (the router patching its routes) wiped the server's
 * form, and what had been typed in it, while the dialog's code was still on its way.
 */
const KEEP_SERVER_HTML = { __html: "" };

/**
 * The Help dialog, whose code (its frame, its form and the form's rules) the
 * browser fetches only when the dialog opens: it is in no signed-in page's
 * first download. The server renders it at once, so a page opened with
 * ?help=1 works without JavaScript; while the code arrives, the browser keeps
 * the server's dialog as it is. No Suspense: React's streaming would send a
 * suspended part after the page, which a browser without JavaScript never shows.
 */
export function HelpDialogLazy(props: Props) {
  const [Dialog, setDialog] = useState(() => (import.meta.env.SSR ? HelpDialogNow : loaded));
  const [typed, setTyped] = useState<Props["result"]>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Dialog) return;
    let live = true;
    void import("./help-dialog").then((m) => {
      loaded = m.HelpDialog;
      if (!live) return;
      // What was typed into the server's form meanwhile carries over, read and replaced in one task:
      // a key pressed between the two would land in a form about to go (and Send would stay disabled).
      const serverForm = box.current?.querySelector("form");
      // The field being typed in keeps the focus, its caret at the end: the keys that follow go on where they went.
      const focused = document.activeElement;
      const focusedName = focused && serverForm?.contains(focused) ? focused.getAttribute("name") : null;
      flushSync(() => {
        if (serverForm) setTyped({ initialValue: Object.fromEntries([...new FormData(serverForm)].filter(([, v]) => typeof v === "string")) });
        setDialog(() => m.HelpDialog);
      });
      const field = focusedName ? box.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`form [name="${CSS.escape(focusedName)}"]`) : null;
      if (field) {
        field.focus();
        // An email field has no caret to place (it throws): the browser leaves it at the end.
        if (field.type !== "email") field.setSelectionRange(field.value.length, field.value.length);
      }
    });
    return () => {
      live = false;
    };
  }, [Dialog]);
  if (Dialog) {
    return (
      <div ref={box}>
        <Dialog result={typed} {...props} />
      </div>
    );
  }
  // Hydrating a dialog the server opened: it stays as sent until the code is here.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that keeps the server's own markup while hydrating, never content.
  return <div ref={box} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
