import { inArray } from "drizzle-orm";
import { creditCardCategories } from "../schema";
import type { SeedDb } from "./types";

type CategorySeed = Pick<typeof creditCardCategories.$inferInsert, "categoryName" | "keyFeature" | "annualFee" | "utmLink" | "categoryImgThumb" | "marketingBullets" | "secured">;

/** `{unique_id}` in the link is replaced with the customer's unique id when they click through. */
const applyLink = (slug: string) => `https://apply.example-bank.in/cards/${slug}?utm_source=cl&uid={unique_id}`;

/** The demo's card art: public/cards/{slug}.svg, under 1 KB each (docs/decisions/070). */
const cardArt = (slug: string) => `/cards/${slug}.svg`;

/** Credit card categories, shown in this order (sort_order 1..12). */
export const CREDIT_CARD_CATEGORIES: CategorySeed[] = [
  {
    categoryName: "Lifetime free",
    keyFeature: "No joining fee and no annual fee, ever",
    annualFee: "Lifetime free",
    utmLink: applyLink("lifetime-free"),
    categoryImgThumb: cardArt("lifetime-free"),
    marketingBullets: ["Zero joining and annual fee", "1 reward point on every ₹100 spent", "1% fuel surcharge waiver"],
    secured: 0,
  },
  {
    categoryName: "Cashback",
    keyFeature: "5% cashback on online shopping",
    annualFee: "₹499 + GST",
    utmLink: applyLink("cashback"),
    categoryImgThumb: cardArt("cashback"),
    marketingBullets: ["5% cashback on online shopping", "1% cashback on everything else", "Cashback credited to your statement every month", "Annual fee waived on spends of ₹2 lakh a year"],
    secured: 0,
  },
  {
    categoryName: "Travel",
    keyFeature: "Complimentary domestic and international lounge access",
    annualFee: "₹2,999 + GST",
    utmLink: applyLink("travel"),
    categoryImgThumb: cardArt("travel"),
    marketingBullets: ["8 domestic lounge visits a year", "5 air miles on every ₹100 on flights", "Low 2% forex mark-up"],
    secured: 0,
  },
  {
    categoryName: "Fuel",
    keyFeature: "Save up to 4% at partner fuel stations",
    annualFee: "₹499 + GST",
    utmLink: applyLink("fuel"),
    categoryImgThumb: cardArt("fuel"),
    marketingBullets: ["4% value back at partner fuel stations", "1% fuel surcharge waiver everywhere", "Bonus points on grocery spends"],
    secured: 0,
  },
  {
    categoryName: "Shopping",
    keyFeature: "10X reward points on partner shopping sites",
    annualFee: "₹999 + GST",
    utmLink: applyLink("shopping"),
    categoryImgThumb: cardArt("shopping"),
    marketingBullets: ["10X points on partner shopping sites", "No-cost EMI on electronics", "Welcome vouchers worth ₹1,000"],
    secured: 0,
  },
  {
    categoryName: "Rewards",
    keyFeature: "4 reward points on every ₹150 spent",
    annualFee: "₹1,499 + GST",
    utmLink: applyLink("rewards"),
    categoryImgThumb: cardArt("rewards"),
    marketingBullets: ["4 points on every ₹150", "Redeem points for flights, vouchers or statement credit", "Milestone bonus of 10,000 points"],
    secured: 0,
  },
  {
    categoryName: "Dining",
    keyFeature: "Up to 20% off at partner restaurants",
    annualFee: "₹999 + GST",
    utmLink: applyLink("dining"),
    categoryImgThumb: cardArt("dining"),
    marketingBullets: ["Up to 20% off at 2,000+ restaurants", "5X points on food delivery apps", "Complimentary movie ticket every month"],
    secured: 0,
  },
  {
    categoryName: "Premium",
    keyFeature: "Unlimited lounge access, golf rounds and concierge",
    annualFee: "₹10,000 + GST",
    utmLink: applyLink("premium"),
    categoryImgThumb: cardArt("premium"),
    marketingBullets: ["Unlimited lounge access worldwide", "Complimentary golf rounds", "24x7 concierge", "Travel insurance up to ₹1 crore"],
    secured: 0,
  },
  {
    categoryName: "Business",
    keyFeature: "Keep business spends apart, with GST on every statement",
    annualFee: "₹1,999 + GST",
    utmLink: applyLink("business"),
    categoryImgThumb: cardArt("business"),
    marketingBullets: ["Up to 50 days interest-free credit", "GST details on every statement", "Add-on cards for employees"],
    secured: 0,
  },
  {
    categoryName: "Secured FD-backed: credit builder",
    keyFeature: "A card against a fixed deposit from ₹10,000: no income proof, no credit history",
    annualFee: "Lifetime free",
    utmLink: applyLink("fd-credit-builder"),
    categoryImgThumb: cardArt("fd-credit-builder"),
    marketingBullets: ["Limit up to 90% of your fixed deposit", "Your FD keeps earning interest", "Builds your credit score from the first bill"],
    secured: 1,
  },
  {
    categoryName: "Secured FD-backed: rewards",
    keyFeature: "FD-backed card with reward points and fuel savings",
    annualFee: "₹499 + GST",
    utmLink: applyLink("fd-rewards"),
    categoryImgThumb: cardArt("fd-rewards"),
    marketingBullets: ["Fixed deposit from ₹20,000", "2 reward points on every ₹100", "1% fuel surcharge waiver", "Upgrade to an unsecured card after 12 months"],
    secured: 1,
  },
  {
    categoryName: "Students",
    keyFeature: "A first card for college students, with a low limit and a parent's guidance",
    annualFee: "Lifetime free",
    utmLink: applyLink("students"),
    categoryImgThumb: cardArt("students"),
    marketingBullets: ["No income proof for students aged 18 and above", "Spend alerts sent to a parent", "Cashback on books and online courses"],
    secured: 0,
  },
];

/** Categories have no unique key: one is added only when no category (even a deleted one) has its name. */
export async function seedCreditCardCategories(tx: SeedDb): Promise<void> {
  const names = CREDIT_CARD_CATEGORIES.map((c) => c.categoryName);
  const existing = new Set((await tx.select({ name: creditCardCategories.categoryName }).from(creditCardCategories).where(inArray(creditCardCategories.categoryName, names))).map((r) => r.name));
  const missing = CREDIT_CARD_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1, status: 1 })).filter((c) => !existing.has(c.categoryName));
  if (missing.length) await tx.insert(creditCardCategories).values(missing);
}
