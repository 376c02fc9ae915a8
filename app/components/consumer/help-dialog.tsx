import type { ComponentProps } from "react";
import { HelpForm } from "./help-form";
import { Modal } from "../ui/modal";
import { useT } from "~/i18n/use-t";

/** The Help dialog of the user area: its frame and its form (SPEC.md: Help dialog). */
export function HelpDialog({ back, result, phoneLength }: { back: string; result?: ComponentProps<typeof HelpForm>["result"]; phoneLength: number }) {
  const t = useT();
  return (
    <Modal title={t("help.heading")} titleId="help-title" closeTo={back} closeLabel={t("help.close")}>
      <HelpForm redirectTo={back} result={result} phoneLength={phoneLength} />
    </Modal>
  );
}
