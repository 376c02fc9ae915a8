import type { ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { Main } from "~/components/main";

/** A step a lender asks of its applicant on our site (its own questions, its own code), the lender named in the heading. */
export function LenderStep({ page, lender, wide = false, children }: { page: "lenderOtp" | "lenderPage"; lender: string; wide?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Main className={`mx-auto ${wide ? "max-w-2xl" : "max-w-md"} px-4 py-6`}>
      <h1 className="text-2xl font-bold">{t(`${page}.heading`, { lender })}</h1>
      <p className="mt-1 text-slate-600">{t(`${page}.intro`, { lender })}</p>
      {children}
    </Main>
  );
}
