import { useContext } from "react";
import { Meta, UNSAFE_DataRouterStateContext } from "react-router";
import { REFUSED_FORM_MARK } from "~/i18n/meta";
import { useRefusedReply } from "./error-summary";

/**
 * The page's <Meta>, told when the page's form was just refused, so its title
 * starts "Error: " (GOV.UK): a screen reader says so first. Route `meta`
 * functions see loader data only, never action data, so the refusal is handed
 * to them as a mark on the root's loader data, which `pageTitle` reads.
 */
export function PageMeta() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const refused = useRefusedReply();
  if (!state || !refused) return <Meta />;
  const root = (state.loaderData.root ?? {}) as Record<string, unknown>;
  const marked = { ...state, loaderData: { ...state.loaderData, root: { ...root, [REFUSED_FORM_MARK]: true } } };
  return (
    <UNSAFE_DataRouterStateContext.Provider value={marked}>
      <Meta />
    </UNSAFE_DataRouterStateContext.Provider>
  );
}
