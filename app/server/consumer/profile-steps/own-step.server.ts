import { parseWithZod } from "@conform-to/zod/v4";
import { listsOf, shownFields } from "~/domain/lending/product-details";
import { loanProfileOf, type LenderProduct } from "~/domain/products";
import { ownStepSchema } from "~/forms/consumer/product-details";
import { saveOwnStep, savedOwnStep } from "../../lending/product-details.server";
import { getOptionLists } from "../../platform/http/select-lists.server";
import type { ProfileStepServer } from "./step.server";

function ownStepOf(product: LenderProduct) {
  const own = loanProfileOf(product).ownStep;
  if (!own) throw new Error(`${product} has no step of its own`);
  return own;
}

/**
 * A loan's own step (business details, the gold, the property): its module's
 * questions, drawn from data and checked by the schema made of them. It is
 * the product's last step: its save completes the profile.
 */
export const ownStep = {
  async load({ consumer, product }, { language }) {
    const own = ownStepOf(product);
    return {
      kind: "own" as const,
      name: own.name,
      // What the browser needs to draw the fields: not how the server checks them.
      fields: shownFields(own.fields),
      lists: await getOptionLists(listsOf(own.fields), language),
      saved: savedOwnStep(consumer, product),
    };
  },

  async post({ consumer, product }, formData, { language }) {
    const lists = await getOptionLists(listsOf(ownStepOf(product).fields), language);
    const submission = parseWithZod(formData, { schema: ownStepSchema(product, lists) });
    if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };
    await saveOwnStep(consumer.id, product, submission.value);
    return { kind: "complete" };
  },
} satisfies ProfileStepServer<unknown>;

export type OwnStepView = Awaited<ReturnType<typeof ownStep.load>>;
