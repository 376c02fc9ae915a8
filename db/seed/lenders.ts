import { feeRuleInEnglish, rateRangeOf, type LenderPricing } from "../../app/domain/lending/pricing";
import { lenders } from "../schema";
import { seedPricing, type PricingSeed } from "./lender-pricing";
import { rupees, type SeedDb } from "./types";

type LenderInsert = typeof lenders.$inferInsert;
type Employment = "salaried" | "self_employed" | "business";

/** A seed lender as written below; the partner-visible texts and the ticket class follow from it. */
interface LenderSeed {
  name: string;
  displayName: string;
  productType: "pl" | "bl" | "gl" | "hl" | "sl" | "car" | "tw" | "solar";
  /** Net monthly income in rupees: minimum and maximum (null: no maximum). */
  income: [min: number, max: number | null];
  age: [min: number, max: number];
  /** Loan amount in rupees: smallest and largest. */
  amount: [min: number, upto: number];
  /** 1 = 750+, 2 = 700–749, 3 = 650–699, 4 = below 650 or new to credit: the lowest band accepted. */
  creditScoreClass: 1 | 2 | 3 | 4;
  serves: Employment[];
  /** Annual percentage rate, lowest and highest. */
  apr: [min: number, max: number];
  /** Months, "min-max". */
  tenure: string;
  processingFees: string;
  priority: number;
  grievanceOfficer: string;
  journey: string;
  /** Switched off by the admins: not offered. */
  off?: true;
  /** Integrated by API; autosubmission sends the application without the consumer re-typing it. */
  api?: { autosubmission: 0 | 1 };
  /** A special offer: the admins' label, its window, and what it gives to whom (checked against each consumer, app/domain/lending/pricing.ts). */
  specialOffer?: { text: string; start: string; end: string; offer: NonNullable<LenderPricing["specialOffer"]> };
  intakeOptions?: Record<string, unknown>;
  /** How it takes applications (decision 027): API unless said; a form lender asks its page's questions or its merchant form first. */
  integration?: "form" | "redirect";
  pageQuestions?: "residence-and-work" | "personal-and-job" | "gender";
  incomeText?: string;
  cibilText?: string;
  /** A gold lender whose officer values the gold at the consumer's home. */
  homeVisit?: true;
}

/** The ticket class is the highest amount band a lender serves (select list `ticket_class`). */
function ticketClassFor(upto: number): number {
  if (upto <= 50_000) return 1;
  if (upto <= 200_000) return 2;
  if (upto <= 500_000) return 3;
  return 4;
}

function percent(n: number): string {
  return `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, "")}%`;
}

/** What a partner collects from a customer, by product: the demo's training document. */
const DOCUMENTS: Record<LenderSeed["productType"], string> = {
  pl: "PAN, Aadhaar, the last 3 salary slips and the last 3 months' bank statement",
  bl: "PAN, Aadhaar, GST or Udyam certificate and the last 6 months' bank statement of the business",
  gl: "PAN and Aadhaar; the gold itself is weighed and tested at the visit",
  hl: "PAN, Aadhaar, income proof and the property's sale agreement or allotment letter",
  sl: "PAN, Aadhaar, the admission letter, the fee schedule and the co-applicant's income proof",
  car: "PAN, Aadhaar, income proof and the dealer's quotation",
  tw: "PAN, Aadhaar and the dealer's quotation",
  solar: "PAN, Aadhaar, the latest electricity bill and the installer's quotation",
};

/** The training material partners read (SPEC.md 3's mp4_text, pptx_text, pdf_text), spelled out from the lender's terms. */
function trainingTexts(l: LenderSeed, minLoan: number, upto: number, pricing: LenderPricing): Pick<LenderInsert, "mp4Text" | "pptxText" | "pdfText"> {
  const range = rateRangeOf(pricing);
  return {
    mp4Text: `A 5-minute walk-through of ${l.displayName}'s application, from the offer to the money in the account. ${l.journey}`,
    pptxText: `${l.displayName} at a glance: loans of ${rupees(minLoan)} to ${rupees(upto)}, ${percent(range.min / 100)} to ${percent(range.max / 100)} a year, ${l.tenure} months, processing fee ${feeRuleInEnglish(pricing.fee)}.`,
    pdfText: `What to collect from the customer: ${DOCUMENTS[l.productType]}.`,
  };
}

/** The fee as the lender words it ("Up to 2% + GST", "₹499 to 3% + GST", "1% + GST, at least ₹2,500", "₹999 + GST"), as a rule: the higher percent of a range. */
export function feeOfWords(words: string): PricingSeed["fee"] {
  const text = words.replace(/,/g, "");
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  const rupeeFigures = [...text.matchAll(/₹\s*(\d+)/g)].map((m) => Number(m[1]));
  if (!percents.length) return { flat: rupeeFigures[0] ?? 0 };
  return { percent: Math.max(...percents), ...(rupeeFigures.length ? { min: rupeeFigures[0] } : {}) };
}

/** The lender's grid (db/seed/lender-pricing.ts) from its range, its fee and its special offer. */
export function pricingOfSeed(l: LenderSeed): LenderPricing {
  return seedPricing({ apr: l.apr, creditScoreClass: l.creditScoreClass, fee: feeOfWords(l.processingFees), special: l.specialOffer?.offer ?? null });
}

/**
 * The row to insert. Its partner-visible eligibility texts are left to its
 * criteria, which say them in each partner's language
 * (app/domain/lending/eligibility-texts.ts), but where a lender words one its own way.
 */
export function lenderRow(l: LenderSeed): LenderInsert {
  const [minIncome, maxIncome] = l.income;
  const [minLoan, upto] = l.amount;
  const pricing = pricingOfSeed(l);
  const range = rateRangeOf(pricing);
  return {
    name: l.name,
    displayName: l.displayName,
    logoUrl: null,
    productType: l.productType,
    minIncome,
    maxIncome,
    minAge: l.age[0],
    maxAge: l.age[1],
    ticketClass: ticketClassFor(upto),
    creditScoreClass: l.creditScoreClass,
    salaried: l.serves.includes("salaried") ? 1 : 0,
    selfEmployed: l.serves.includes("self_employed") ? 1 : 0,
    business: l.serves.includes("business") ? 1 : 0,
    lenderStatus: l.off ? 0 : 1,
    soStatus: l.specialOffer ? 1 : 0,
    priority: l.priority,
    soText: l.specialOffer?.text ?? null,
    soDateStart: l.specialOffer?.start ?? null,
    soDateEnd: l.specialOffer?.end ?? null,
    // The range the lists show is the grid's own (one source: the grid).
    aprMin: range.min / 100,
    aprMax: range.max / 100,
    loanAmountUpto: upto,
    minLoanAmount: minLoan,
    tenure: l.tenure,
    interestRate: `${percent(range.min / 100)} - ${percent(range.max / 100)}`,
    processingFees: feeRuleInEnglish(pricing.fee),
    pricing,
    autosubmission: l.api?.autosubmission ?? 0,
    api: l.api ? 1 : 0,
    incomeText: l.incomeText ?? null,
    cibilText: l.cibilText ?? null,
    lenderJourneyText: l.journey,
    ...trainingTexts(l, minLoan, upto, pricing),
    grievanceOfficer: l.grievanceOfficer,
    grievanceEmail: `grievance@${l.name.replace(/[^a-z0-9]/g, "")}.example`,
    contactEmail: `care@${l.name.replace(/[^a-z0-9]/g, "")}.example`,
    contactPhone: `1800 ${String(200 + (l.name.length * 37) % 700).padStart(3, "0")} ${String(1000 + (l.name.length * 613) % 9000).slice(0, 4)}`,
    recoveryContact: `Collections desk of ${l.displayName}, ${`collections@${l.name.replace(/[^a-z0-9]/g, "")}.example`}`,
    coolingOffDays: l.productType === "hl" ? 7 : 3,
    intakeOptions: l.intakeOptions ?? null,
    homeVisit: l.homeVisit ? 1 : 0,
    // A lender with a merchant form takes its form first.
    integration: l.integration ?? (l.intakeOptions ? "form" : "api"),
    pageQuestions: l.pageQuestions ?? null,
  };
}

const option = (value: string, label: string) => ({ value, label });

/** The option lists of a business lender's merchant intake form (SPEC.md 2.8). */
export const BL_INTAKE_OPTIONS = {
  gender: [option("male", "Male"), option("female", "Female"), option("other", "Other")],
  maritalStatus: [
    option("single", "Single"),
    option("married", "Married"),
    option("divorced", "Divorced"),
    option("widowed", "Widowed"),
  ],
  purposeOfLoan: [
    option("working_capital", "Working capital"),
    option("inventory", "Buying stock"),
    option("machinery", "Machinery or equipment"),
    option("shop_expansion", "Shop expansion or renovation"),
    option("refinance", "Repaying costlier loans"),
    option("other", "Other"),
  ],
  nature: [
    option("retailer", "Retailer"),
    option("wholesaler", "Wholesaler or distributor"),
    option("manufacturer", "Manufacturer"),
    option("service_provider", "Service provider"),
  ],
  category: {
    Retail: ["Grocery and kirana", "Apparel", "Footwear", "Mobile and electronics", "Pharmacy", "Hardware and paints"],
    Wholesale: ["FMCG distribution", "Textiles", "Building material", "Agri produce"],
    Manufacturing: ["Food processing", "Garments", "Auto components", "Plastic products", "Furniture"],
    "Food and hospitality": ["Restaurant", "Sweet shop", "Cloud kitchen", "Guest house"],
    Services: [],
  },
};

/** A lender lending against card and UPI settlements also serves transport operators. */
const MERCHANT_INTAKE_OPTIONS = {
  ...BL_INTAKE_OPTIONS,
  category: { ...BL_INTAKE_OPTIONS.category, Transport: ["Goods carrier", "Taxi fleet", "School van"] },
};

const CURRENT_WINDOW = { start: "2026-01-01", end: "2027-12-31" };
const GOLD_INCOME = "Any regular income of ₹10,000 a month or more; the gold is the security";
const GOLD_CIBIL = "No minimum CIBIL score; the gold is the security";

export const LENDERS: LenderSeed[] = [
  // ─── Personal loans ─────────────────────────────────────────────────────
  {
    name: "kaveri-finserv", displayName: "Kaveri Finserv", productType: "pl",
    income: [25_000, null], age: [21, 58], amount: [50_000, 500_000], creditScoreClass: 2, serves: ["salaried"],
    apr: [12.49, 26], tenure: "12-60", processingFees: "Up to 2.5% + GST", priority: 6,
    grievanceOfficer: "Meenakshi Iyer", api: { autosubmission: 1 },
    journey: "Instant eligibility check, Video KYC and e-sign; money in your bank account within 24 hours.",
  },
  {
    name: "sahyadri-capital", displayName: "Sahyadri Capital", productType: "pl",
    income: [30_000, null], age: [21, 55], amount: [100_000, 1_000_000], creditScoreClass: 1, serves: ["salaried"],
    apr: [10.99, 18.5], tenure: "12-60", processingFees: "Up to 1.5% + GST", priority: 8,
    grievanceOfficer: "Aniket Deshpande",
    specialOffer: {
      text: "Zero processing fee for salaried applicants", ...CURRENT_WINDOW,
      offer: { kind: "fee_waiver", lessBps: 0, who: { employment: ["salaried"], creditBands: [], minMonthlyIncome: null } },
    },
    journey: "Share your salary account statement online; a relationship manager calls within 2 hours and funds arrive in 2 working days.",
  },
  {
    name: "gangotri-bank", displayName: "Gangotri Bank", productType: "pl",
    income: [35_000, null], age: [23, 58], amount: [50_000, 1_000_000], creditScoreClass: 1, serves: ["salaried"],
    apr: [10.99, 16.75], tenure: "12-60", processingFees: "1% + GST, at least ₹2,500", priority: 7,
    grievanceOfficer: "Rajeev Saxena",
    journey: "Pre-approved offers for salary-account holders; others complete a branch-free Video KYC.",
  },
  {
    name: "nilgiri-fincorp", displayName: "Nilgiri Fincorp", productType: "pl",
    income: [15_000, 100_000], age: [21, 55], amount: [10_000, 200_000], creditScoreClass: 3, serves: ["salaried", "self_employed"],
    apr: [18, 30], tenure: "6-36", processingFees: "2% to 4% + GST", priority: 4,
    grievanceOfficer: "Lakshmi Narayanan",
    journey: "Upload PAN and Aadhaar, share bank statements through the account aggregator and get a decision in minutes.",
  },
  {
    name: "rupeeflow", displayName: "RupeeFlow", productType: "pl", integration: "form", pageQuestions: "residence-and-work",
    income: [15_000, 60_000], age: [21, 45], amount: [5_000, 50_000], creditScoreClass: 4, serves: ["salaried", "self_employed"],
    apr: [24, 36], tenure: "3-12", processingFees: "₹499 to 3% + GST", priority: 3,
    grievanceOfficer: "Sneha Kulkarni",
    journey: "A fully digital app journey: selfie KYC, e-mandate for EMIs and money in 10 minutes.",
  },
  {
    name: "chanakya-finance", displayName: "Chanakya Finance", productType: "pl", integration: "redirect",
    income: [25_000, null], age: [23, 60], amount: [50_000, 500_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [13.5, 24], tenure: "12-48", processingFees: "Up to 2% + GST", priority: 5,
    grievanceOfficer: "Vikram Pandey",
    journey: "Online application with document pick-up from your home or clinic; disbursal in 48 hours.",
  },
  {
    name: "narmada-fintrust", displayName: "Narmada Fintrust", productType: "pl",
    income: [20_000, null], age: [21, 58], amount: [25_000, 300_000], creditScoreClass: 3, serves: ["salaried"],
    apr: [16, 28], tenure: "6-48", processingFees: "2.5% + GST", priority: 4,
    grievanceOfficer: "Pooja Chauhan",
    journey: "Apply online, complete Video KYC and sign the loan agreement with Aadhaar e-sign.",
  },
  {
    name: "aravali-money", displayName: "Aravali Money", productType: "pl",
    income: [18_000, null], age: [21, 50], amount: [10_000, 150_000], creditScoreClass: 3, serves: ["salaried"],
    apr: [20, 32], tenure: "6-24", processingFees: "₹999 + GST", priority: 2,
    grievanceOfficer: "Harsh Rathore",
    journey: "Salary-linked short-term loans approved within an hour; EMIs are collected by e-mandate on payday.",
  },
  {
    name: "konark-credit", displayName: "Konark Credit", productType: "pl",
    income: [25_000, null], age: [22, 58], amount: [50_000, 700_000], creditScoreClass: 2, serves: ["salaried"],
    apr: [11.75, 22], tenure: "12-60", processingFees: "Up to 2% + GST", priority: 6,
    grievanceOfficer: "Subhashree Mohanty",
    journey: "Check your offer without affecting your credit score, then finish KYC and e-sign online.",
  },
  {
    name: "vindhya-finance", displayName: "Vindhya Finance", productType: "pl",
    income: [20_000, 200_000], age: [21, 58], amount: [30_000, 400_000], creditScoreClass: 3, serves: ["salaried", "self_employed"],
    apr: [15.5, 27], tenure: "12-48", processingFees: "Up to 3% + GST", priority: 3,
    grievanceOfficer: "Ramesh Tiwari",
    journey: "Digital application, then a call from our loan officer to confirm your documents.",
  },
  {
    name: "tapti-loans", displayName: "Tapti Loans", productType: "pl", off: true,
    income: [20_000, null], age: [21, 55], amount: [20_000, 300_000], creditScoreClass: 3, serves: ["salaried"],
    apr: [17, 29], tenure: "6-36", processingFees: "3% + GST", priority: 0,
    grievanceOfficer: "Kiran Patil",
    journey: "Online application, Video KYC and e-NACH set-up for EMIs.",
  },
  {
    name: "godavari-sfb", displayName: "Godavari Small Finance Bank", productType: "pl",
    income: [15_000, null], age: [21, 60], amount: [25_000, 500_000], creditScoreClass: 3, serves: ["salaried", "self_employed"],
    apr: [14, 26], tenure: "12-60", processingFees: "Up to 2% + GST", priority: 5,
    grievanceOfficer: "Srinivas Reddy",
    journey: "Open a savings account while you apply; the loan is credited to it the same day.",
  },
  {
    name: "malabar-fincorp", displayName: "Malabar Fincorp", productType: "pl",
    income: [22_000, null], age: [21, 58], amount: [50_000, 500_000], creditScoreClass: 2, serves: ["salaried"],
    apr: [12.99, 24], tenure: "12-60", processingFees: "1.5% to 2.5% + GST", priority: 5,
    grievanceOfficer: "Anjali Menon",
    journey: "Apply online; a branch executive visits for signatures where e-sign is not possible.",
  },
  {
    name: "himalaya-credit", displayName: "Himalaya Credit", productType: "pl",
    income: [40_000, null], age: [25, 58], amount: [200_000, 1_500_000], creditScoreClass: 1, serves: ["salaried"],
    apr: [10.99, 15.5], tenure: "12-60", processingFees: "Up to 1% + GST", priority: 9,
    grievanceOfficer: "Devendra Negi",
    journey: "For salaried professionals at listed companies: paperless approval and disbursal within 24 hours.",
  },
  {
    name: "kanchan-capital", displayName: "Kanchan Capital", productType: "pl",
    income: [15_000, 80_000], age: [21, 50], amount: [10_000, 100_000], creditScoreClass: 4, serves: ["salaried", "self_employed"],
    apr: [22, 36], tenure: "3-24", processingFees: "2% to 4% + GST", priority: 2,
    grievanceOfficer: "Farhan Qureshi",
    journey: "Built for first-time borrowers: no credit history needed, EMIs paid by UPI AutoPay.",
  },
  {
    name: "saral-rin", displayName: "SaralRin", productType: "pl", integration: "form", pageQuestions: "personal-and-job",
    income: [18_000, null], age: [21, 55], amount: [15_000, 300_000], creditScoreClass: 3, serves: ["salaried", "self_employed"],
    apr: [18, 30], tenure: "6-36", processingFees: "Up to 3% + GST", priority: 4,
    grievanceOfficer: "Neha Bansal", api: { autosubmission: 0 },
    journey: "Connected by API: the offer comes back at once and the consumer finishes the application on SaralRin's site.",
  },
  {
    name: "pushpak-finserv", displayName: "Pushpak Finserv", productType: "pl",
    income: [25_000, null], age: [21, 58], amount: [50_000, 500_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [13, 25], tenure: "12-60", processingFees: "Up to 2% + GST", priority: 5,
    grievanceOfficer: "Sanjay Mishra",
    journey: "Complete KYC online; the money arrives within 24 hours of e-sign.",
  },
  {
    name: "chambal-credit", displayName: "Chambal Credit", productType: "pl",
    income: [20_000, null], age: [21, 55], amount: [20_000, 200_000], creditScoreClass: 3, serves: ["salaried"],
    apr: [19, 30], tenure: "6-36", processingFees: "3% + GST", priority: 1,
    grievanceOfficer: "Ajay Gurjar",
    journey: "Application over the phone with a loan officer, then Aadhaar e-sign.",
  },

  // ─── Business loans ─────────────────────────────────────────────────────
  {
    name: "sindhu-business-finance", displayName: "Sindhu Business Finance", productType: "bl",
    income: [40_000, null], age: [23, 65], amount: [100_000, 3_000_000], creditScoreClass: 2, serves: ["self_employed", "business"],
    apr: [15, 26], tenure: "12-48", processingFees: "2% + GST", priority: 6,
    grievanceOfficer: "Gurpreet Sandhu", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Share GST returns and 12 months of bank statements online; sanction in 3 working days.",
  },
  {
    name: "deccan-msme-finance", displayName: "Deccan MSME Finance", productType: "bl",
    income: [30_000, null], age: [24, 65], amount: [100_000, 2_000_000], creditScoreClass: 3, serves: ["business"],
    apr: [17, 28], tenure: "12-36", processingFees: "2% to 3% + GST", priority: 5,
    grievanceOfficer: "Prakash Rao", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "A field officer visits your shop or unit after the online application; disbursal within a week.",
  },
  {
    name: "lakshya-business-loans", displayName: "Lakshya Business Loans", productType: "bl",
    income: [50_000, null], age: [25, 65], amount: [300_000, 5_000_000], creditScoreClass: 1, serves: ["self_employed", "business"],
    apr: [14, 22], tenure: "12-60", processingFees: "Up to 2% + GST", priority: 7,
    grievanceOfficer: "Nidhi Agarwal", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "For businesses over 3 years old that file GST returns; unsecured loans up to ₹50 lakh.",
  },
  {
    name: "satpura-udyog-finance", displayName: "Satpura Udyog Finance", productType: "bl",
    income: [25_000, null], age: [23, 60], amount: [50_000, 1_000_000], creditScoreClass: 3, serves: ["business"],
    apr: [18, 30], tenure: "6-36", processingFees: "3% + GST", priority: 3,
    grievanceOfficer: "Mahesh Yadav", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Udyam-registered businesses apply online and sign with Aadhaar e-sign.",
  },
  {
    name: "brahmaputra-capital", displayName: "Brahmaputra Capital", productType: "bl",
    income: [30_000, null], age: [23, 62], amount: [100_000, 1_500_000], creditScoreClass: 2, serves: ["self_employed", "business"],
    apr: [16, 27], tenure: "12-48", processingFees: "2% + GST", priority: 4,
    grievanceOfficer: "Bidisha Baruah", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Online application, automatic bank-statement analysis and a video call with a credit manager.",
  },
  {
    name: "indus-merchant-credit", displayName: "Indus Merchant Credit", productType: "bl",
    income: [20_000, null], age: [21, 65], amount: [25_000, 1_000_000], creditScoreClass: 3, serves: ["business"],
    apr: [19, 32], tenure: "3-24", processingFees: "2% to 3.5% + GST", priority: 5,
    grievanceOfficer: "Imran Sheikh", api: { autosubmission: 1 }, intakeOptions: MERCHANT_INTAKE_OPTIONS,
    journey: "For merchants taking card and UPI payments: repay daily from settlements. Fill in the merchant form after applying.",
  },
  {
    name: "kosi-finlease", displayName: "Kosi Finlease", productType: "bl",
    income: [25_000, null], age: [23, 60], amount: [50_000, 800_000], creditScoreClass: 3, serves: ["self_employed", "business"],
    apr: [18, 30], tenure: "12-36", processingFees: "Up to 3% + GST", priority: 3,
    grievanceOfficer: "Sunil Jha", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Apply online; documents are collected at your shop and the loan is paid out within 5 days.",
  },
  {
    name: "mahanadi-msme-bank", displayName: "Mahanadi MSME Bank", productType: "bl",
    income: [50_000, null], age: [25, 65], amount: [500_000, 5_000_000], creditScoreClass: 1, serves: ["business"],
    apr: [13.5, 20], tenure: "12-60", processingFees: "1% to 2% + GST", priority: 7,
    grievanceOfficer: "Sasmita Panda", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Current-account holders get pre-approved limits; others open an account while applying.",
  },
  {
    name: "tungabhadra-finance", displayName: "Tungabhadra Finance", productType: "bl",
    income: [30_000, null], age: [23, 60], amount: [100_000, 2_500_000], creditScoreClass: 2, serves: ["self_employed", "business"],
    apr: [15.5, 25], tenure: "12-48", processingFees: "2% + GST", priority: 5,
    grievanceOfficer: "Raghavendra Hegde", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Digital application; GST and bank data are fetched with your consent, no paper needed.",
  },
  {
    name: "pench-capital", displayName: "Pench Capital", productType: "bl", off: true,
    income: [35_000, null], age: [25, 60], amount: [200_000, 2_000_000], creditScoreClass: 2, serves: ["business"],
    apr: [16, 26], tenure: "12-48", processingFees: "2.5% + GST", priority: 0,
    grievanceOfficer: "Alok Shrivastava", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Online application and a personal discussion at your premises.",
  },
  {
    name: "sabarmati-trade-credit", displayName: "Sabarmati Trade Credit", productType: "bl",
    income: [40_000, null], age: [23, 65], amount: [100_000, 1_000_000], creditScoreClass: 2, serves: ["self_employed", "business"],
    apr: [15, 26], tenure: "6-36", processingFees: "Up to 2% + GST", priority: 4,
    grievanceOfficer: "Jignesh Patel", intakeOptions: BL_INTAKE_OPTIONS,
    journey: "Working-capital lines for traders: draw what you need and pay interest only on what you use.",
  },

  // ─── Gold loans ─────────────────────────────────────────────────────────
  {
    name: "swarna-gold-finance", displayName: "Swarna Gold Finance", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [10_000, 10_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [9.9, 24], tenure: "3-36", processingFees: "0.5% + GST",
    priority: 7, grievanceOfficer: "Joseph Mathew", api: { autosubmission: 0 }, incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Bring your gold to the nearest branch; valuation and disbursal in 30 minutes.",
  },
  {
    name: "kanak-gold-loans", displayName: "Kanak Gold Loans", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [10_000, 5_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [10.5, 22], tenure: "6-24", processingFees: "Up to 1% + GST",
    priority: 6, grievanceOfficer: "Shalini Pillai", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    specialOffer: {
      text: "Diwali offer: 1.5% off the interest rate", start: "2025-10-01", end: "2025-11-15",
      offer: { kind: "rate_cut", lessBps: 150, who: { employment: [], creditBands: [], minMonthlyIncome: null } },
    },
    journey: "Book a branch visit online; the loan is paid to your bank account or in cash up to ₹20,000.",
  },
  {
    name: "suvarna-rin", displayName: "Suvarna Rin", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [10_000, 2_500_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [11, 24], tenure: "3-12", processingFees: "₹250 + GST",
    priority: 4, grievanceOfficer: "Gopal Krishnan", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Short-term gold loans with bullet repayment; renew online at the end of the term.",
  },
  {
    name: "sonbhadra-gold-finance", displayName: "Sonbhadra Gold Finance", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [25_000, 10_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [9.5, 19], tenure: "6-36", processingFees: "0.25% to 1% + GST",
    priority: 8, grievanceOfficer: "Vandana Singh", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL, homeVisit: true,
    journey: "Doorstep gold loan: our officer values the gold at your home and transfers the money on the spot.",
  },
  {
    name: "kundan-gold-loan", displayName: "Kundan Gold Loan", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [10_000, 3_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [12, 26], tenure: "3-24", processingFees: "1% + GST",
    priority: 3, grievanceOfficer: "Arvind Soni", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Walk into any branch with your gold and KYC documents; money in 30 minutes.",
  },
  {
    name: "ratnagiri-gold-finance", displayName: "Ratnagiri Gold Finance", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [15_000, 7_500_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [10, 21], tenure: "6-36", processingFees: "0.5% + GST",
    priority: 5, grievanceOfficer: "Sachin Sawant", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Apply online for a branch appointment; pay interest monthly and the principal at the end.",
  },
  {
    name: "pukhraj-gold-credit", displayName: "Pukhraj Gold Credit", productType: "gl", off: true,
    income: [10_000, null], age: [18, 70], amount: [10_000, 2_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [13, 24], tenure: "3-12", processingFees: "1% + GST",
    priority: 0, grievanceOfficer: "Manpreet Kaur", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Branch-based gold loans with same-day disbursal.",
  },
  {
    name: "kesari-gold-finance", displayName: "Kesari Gold Finance", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [20_000, 10_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [9.75, 20], tenure: "6-36", processingFees: "0.5% + GST",
    priority: 6, grievanceOfficer: "Rohit Jain", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Transfer a gold loan from another lender at a lower rate; we settle the old loan for you.",
  },
  {
    name: "mohar-gold-finance", displayName: "Mohar Gold Finance", productType: "gl",
    income: [10_000, null], age: [18, 70], amount: [10_000, 5_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [11.5, 23], tenure: "3-24", processingFees: "Up to 1% + GST",
    priority: 4, grievanceOfficer: "Kavita Joshi", incomeText: GOLD_INCOME, cibilText: GOLD_CIBIL,
    journey: "Get an online estimate for your gold, then visit a branch to collect the loan.",
  },

  // ─── Affordable housing loans ───────────────────────────────────────────
  {
    name: "griha-aashray-housing", displayName: "Griha Aashray Housing Finance", productType: "hl",
    income: [15_000, null], age: [21, 60], amount: [300_000, 5_000_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [9.5, 14], tenure: "60-360", processingFees: "0.5% + GST",
    priority: 7, grievanceOfficer: "Sudha Venkatesh", api: { autosubmission: 1 },
    journey: "Apply online; a technical officer visits the property and the loan is sanctioned in 7 working days.",
  },
  {
    name: "basera-home-loans", displayName: "Basera Home Loans", productType: "hl",
    income: [20_000, null], age: [21, 65], amount: [500_000, 7_500_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [8.75, 12.5], tenure: "60-300", processingFees: "Up to 1% + GST", priority: 8,
    grievanceOfficer: "Nitin Bhatt",
    specialOffer: {
      text: "0.25% lower rate for a credit score of 750 or more", ...CURRENT_WINDOW,
      offer: { kind: "rate_cut", lessBps: 25, who: { employment: [], creditBands: ["750_plus"], minMonthlyIncome: null } },
    },
    journey: "In-principle approval online, then legal and technical checks of the property within 10 days.",
  },
  {
    name: "aangan-housing-finance", displayName: "Aangan Housing Finance", productType: "hl",
    income: [15_000, null], age: [21, 60], amount: [200_000, 3_000_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [10.5, 15], tenure: "60-300", processingFees: "1% + GST",
    priority: 5, grievanceOfficer: "Rekha Gaikwad",
    journey: "Built for first-time buyers with informal income: our officer assesses your household cash flow at home.",
  },
  {
    name: "nivas-home-finance", displayName: "Nivas Home Finance", productType: "hl",
    income: [25_000, null], age: [23, 60], amount: [500_000, 10_000_000], creditScoreClass: 1, serves: ["salaried"],
    apr: [8.75, 11.5], tenure: "60-360", processingFees: "0.5% + GST", priority: 9,
    grievanceOfficer: "Arjun Nair",
    journey: "Digital sanction letter within 48 hours for salaried applicants; legal and technical checks follow.",
  },
  {
    name: "chhaya-housing-finance", displayName: "Chhaya Housing Finance", productType: "hl",
    income: [18_000, null], age: [21, 62], amount: [300_000, 4_000_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [9.75, 13.5], tenure: "60-300", processingFees: "0.75% + GST", priority: 6,
    grievanceOfficer: "Yogesh Kadam",
    journey: "Apply online, upload the property papers and get an in-principle approval within a day.",
  },
  {
    name: "apnaghar-housing-finance", displayName: "Apnaghar Housing Finance", productType: "hl",
    income: [15_000, null], age: [21, 60], amount: [300_000, 3_500_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [10, 14.5], tenure: "60-300", processingFees: "1% + GST",
    priority: 4, grievanceOfficer: "Pradeep Chaudhary",
    journey: "Buyers eligible under PMAY get help claiming the interest subsidy.",
  },
  {
    name: "sapna-homes-finance", displayName: "Sapna Homes Finance", productType: "hl",
    income: [20_000, null], age: [21, 60], amount: [500_000, 6_000_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [9.25, 13], tenure: "60-360", processingFees: "0.5% to 1% + GST", priority: 6,
    grievanceOfficer: "Farida Khan",
    journey: "Home loans and plot-plus-construction loans, with each disbursal stage tracked online.",
  },
  {
    name: "kutir-housing-finance", displayName: "Kutir Housing Finance", productType: "hl",
    income: [15_000, null], age: [21, 58], amount: [200_000, 2_500_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [11, 15.5], tenure: "60-240", processingFees: "1% + GST",
    priority: 3, grievanceOfficer: "Manoj Thakur",
    journey: "Small home loans for building or extending a house in towns and villages.",
  },

  // ─── Student loans (decision 053) ───────────────────────────────────────
  {
    name: "vidyadhan-education-finance", displayName: "Vidyadhan Education Finance", productType: "sl",
    income: [10_000, null], age: [18, 45], amount: [50_000, 4_000_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [9.5, 13.5], tenure: "12-180", processingFees: "1% + GST",
    priority: 7, grievanceOfficer: "Kavita Menon", api: { autosubmission: 1 },
    journey: "Upload the admission letter and the fee schedule; the co-applicant signs online and fees go straight to the institution.",
    incomeText: "The applicant's and the co-applicant's income together, ₹10,000 a month or more",
  },
  {
    name: "gyanpath-education-loans", displayName: "Gyanpath Education Loans", productType: "sl",
    income: [25_000, null], age: [18, 45], amount: [200_000, 15_000_000], creditScoreClass: 2,
    serves: ["salaried", "self_employed"], apr: [10.25, 14], tenure: "24-180", processingFees: "Up to 1.5% + GST",
    priority: 6, grievanceOfficer: "Harish Kulkarni",
    journey: "Loans for studies abroad and top institutes in India; repayment starts a year after the course ends.",
    incomeText: "The applicant's and the co-applicant's income together, ₹25,000 a month or more",
  },

  // ─── Car loans (decision 053) ───────────────────────────────────────────
  {
    name: "saarthi-auto-finance", displayName: "Saarthi Auto Finance", productType: "car",
    income: [20_000, null], age: [21, 65], amount: [100_000, 5_000_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [8.75, 14.5], tenure: "12-84", processingFees: "Up to 1% + GST",
    priority: 7, grievanceOfficer: "Ramesh Iyer", api: { autosubmission: 1 },
    journey: "Sanction online in a day; the dealer is paid directly and the car is hypothecated to us until the loan is repaid.",
  },
  {
    name: "rajpath-car-loans", displayName: "Rajpath Car Loans", productType: "car",
    income: [30_000, null], age: [21, 60], amount: [200_000, 10_000_000], creditScoreClass: 2, serves: ["salaried"],
    apr: [8.5, 11.5], tenure: "12-84", processingFees: "₹3,500 + GST",
    priority: 8, grievanceOfficer: "Sunita Bhatia",
    specialOffer: {
      text: "0.25% off the rate for a monthly income of ₹75,000 or more", ...CURRENT_WINDOW,
      offer: { kind: "rate_cut", lessBps: 25, who: { employment: [], creditBands: [], minMonthlyIncome: 75_000 } },
    },
    journey: "New cars only from authorised dealers; up to 90% of the on-road price for salaried applicants.",
  },

  // ─── Two-wheeler loans (decision 053) ───────────────────────────────────
  {
    name: "sawari-two-wheeler-finance", displayName: "Sawari Two-Wheeler Finance", productType: "tw",
    income: [10_000, null], age: [18, 65], amount: [10_000, 500_000], creditScoreClass: 4,
    serves: ["salaried", "self_employed", "business"], apr: [11, 24], tenure: "6-48", processingFees: "Up to 3% + GST",
    priority: 6, grievanceOfficer: "Anil Yadav", api: { autosubmission: 1 },
    journey: "Instant approval at the showroom or online; first-time borrowers welcome with a 10% down payment.",
  },
  {
    name: "raftaar-bike-loans", displayName: "Raftaar Bike Loans", productType: "tw",
    income: [15_000, null], age: [21, 60], amount: [20_000, 800_000], creditScoreClass: 3, serves: ["salaried", "self_employed"],
    apr: [9.99, 18], tenure: "12-48", processingFees: "₹1,500 + GST",
    priority: 5, grievanceOfficer: "Deepa Rawat",
    journey: "Scooters, motorcycles and electric two-wheelers; the loan is paid to the dealer the same day.",
  },

  // ─── Solar-panel loans (decision 054) ───────────────────────────────────
  {
    name: "suryakiran-green-finance", displayName: "Suryakiran Green Finance", productType: "solar",
    income: [15_000, null], age: [21, 65], amount: [30_000, 1_500_000], creditScoreClass: 3,
    serves: ["salaried", "self_employed", "business"], apr: [9.5, 14], tenure: "12-84", processingFees: "1% + GST",
    priority: 7, grievanceOfficer: "Prakash Joshi", api: { autosubmission: 1 },
    journey: "We pay your installer after the site survey; the subsidy you receive can repay the loan early at no charge.",
  },
  {
    name: "ujala-solar-loans", displayName: "Ujala Solar Loans", productType: "solar",
    income: [25_000, null], age: [23, 60], amount: [100_000, 5_000_000], creditScoreClass: 2, serves: ["salaried", "self_employed"],
    apr: [8.75, 12], tenure: "12-120", processingFees: "Up to 0.75% + GST",
    priority: 6, grievanceOfficer: "Neha Saxena",
    journey: "Rooftop systems from 3 kW upwards by empanelled installers, with the net-metering papers handled for you.",
  },
];

/**
 * The demo's insurers: rows of the lenders table of the insurers' product type
 * ("ins", app/domain/lending/insurance.ts INSURER_PRODUCT_TYPE), reached as a lender is
 * (its endpoint and key, or the sandbox) for their quotes (docs/decisions/062).
 */
const INSURERS: LenderInsert[] = [
  {
    name: "suraksha-general-insurance",
    displayName: "Suraksha General Insurance",
    productType: "ins",
    lenderStatus: 1,
    priority: 5,
    api: 1,
    grievanceOfficer: "Meera Iyer",
    grievanceEmail: "grievance@surakshageneral.example",
    lenderJourneyText: "Quotes for health, shop and other cover in a minute; the policy is issued as soon as you accept.",
  },
];

export async function seedLenders(tx: SeedDb): Promise<void> {
  await tx.insert(lenders).values([...LENDERS.map(lenderRow), ...INSURERS]).onConflictDoNothing();
}
