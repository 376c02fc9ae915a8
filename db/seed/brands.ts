import { partners } from "../schema";
import type { SeedDb } from "./types";

type PartnerSeed = typeof partners.$inferInsert;

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A Google font with the system stack behind it. */
function googleFont(family: string): Pick<PartnerSeed, "fontSource" | "fontFamily"> {
  return {
    fontSource: `https://fonts.googleapis.com/css2?family=${family.replace(/ /g, "+")}:wght@400;600&display=swap`,
    fontFamily: `'${family}', system-ui, sans-serif`,
  };
}

/** A brand whose logo is /brands/<name>.svg (public/brands) and whose font is the system stack unless given. */
function brand(b: Omit<PartnerSeed, "logoUrl" | "fontFamily"> & { fontFamily?: string }): PartnerSeed {
  return { logoUrl: `/brands/${b.name}.svg`, fontFamily: SYSTEM_FONTS, ...b };
}

/**
 * The white-label brands: the default `cl` and 32 partners (agents, DSAs,
 * dealer and kiosk networks, apps). `name` is the brand's URL segment, so none
 * may be a path the app itself uses (login, products, admin, partner, user...).
 */
export const BRANDS: PartnerSeed[] = [
  brand({
    name: "cl",
    displayName: "CL Marketplace",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    primaryColor: "#0b5cad",
    secondaryColor: "#f59e0b",
    title: "CL Marketplace",
    partnerTerms: false,
    isDefault: true,
    utmId: "cl",
  }),
  // Fintech DSA, with its own loans sub-domain.
  brand({
    name: "paisaplus",
    displayName: "PaisaPlus",
    ...googleFont("Poppins"),
    primaryColor: "#1d4ed8",
    secondaryColor: "#fbbf24",
    title: "PaisaPlus Loans",
    partnerTerms: true,
    host: "loans.paisaplus.in",
    utmId: "paisaplus",
    revenuePercent: 40,
  }),
  // Agri-input dealer network in Maharashtra and MP.
  brand({
    name: "kisan-mitra",
    displayName: "Kisan Mitra",
    ...googleFont("Mukta"),
    primaryColor: "#166534",
    secondaryColor: "#ca8a04",
    title: "Kisan Mitra Krishi Rin",
    partnerTerms: true,
    utmId: "kisan_mitra",
    revenuePercent: 30,
  }),
  // Business-correspondent agents of an urban cooperative bank.
  brand({
    name: "sahakar-seva",
    displayName: "Sahakar Seva",
    primaryColor: "#7c2d12",
    secondaryColor: "#f97316",
    title: "Sahakar Seva Kendra",
    partnerTerms: true,
    utmId: "sahakar-seva",
    revenueFlatFee: 150,
  }),
  // Two-wheeler dealer network.
  brand({
    name: "gaadi-dost",
    displayName: "GaadiDost",
    primaryColor: "#b91c1c",
    secondaryColor: "#facc15",
    title: "GaadiDost Two-Wheeler Finance",
    utmId: "gaadidost_dealers",
    revenuePercent: 35,
  }),
  // Neobank, on its own credit sub-domain.
  brand({
    name: "nivesh-neo",
    displayName: "NiveshNeo",
    ...googleFont("Inter"),
    primaryColor: "#4c1d95",
    secondaryColor: "#22d3ee",
    title: "NiveshNeo Credit",
    partnerTerms: true,
    host: "credit.niveshneo.in",
    utmId: "niveshneo",
    revenuePercent: 45,
    revenueFlatFee: 100,
  }),
  // Insurance broker.
  brand({
    name: "surakshit-bima",
    displayName: "Surakshit Bima",
    primaryColor: "#0f766e",
    secondaryColor: "#f59e0b",
    title: "Surakshit Bima Brokers",
    partnerTerms: true,
    utmId: "surakshit_bima",
  }),
  // Fintech DSA.
  brand({ name: "rupeeraah", displayName: "RupeeRaah", primaryColor: "#9d174d", secondaryColor: "#fb7185", utmId: "rupeeraah" }),
  // Kirana bookkeeping app.
  brand({
    name: "dukaan-credit",
    displayName: "DukaanCredit",
    primaryColor: "#c2410c",
    secondaryColor: "#1e3a8a",
    utmId: "dukaan_credit",
    revenuePercent: 25,
  }),
  // Test-prep and coaching platform.
  brand({
    name: "shiksha-setu",
    displayName: "ShikshaSetu",
    ...googleFont("Hind"),
    primaryColor: "#1e40af",
    secondaryColor: "#f472b6",
    title: "ShikshaSetu Education Loans",
    utmId: "shiksha-setu",
  }),
  // Housing-loan DSA in Pune.
  brand({
    name: "gharkul",
    displayName: "Gharkul",
    primaryColor: "#854d0e",
    secondaryColor: "#0ea5e9",
    title: "Gharkul Home Loans",
    partnerTerms: true,
    utmId: "gharkul",
    revenueFlatFee: 2500,
  }),
  // Gold-loan agents.
  brand({ name: "sona-sathi", displayName: "SonaSathi", primaryColor: "#92400e", secondaryColor: "#eab308", utmId: "sona_sathi" }),
  // MSME platform.
  brand({
    name: "udyam-udaan",
    displayName: "Udyam Udaan",
    ...googleFont("Noto Sans"),
    primaryColor: "#0c4a6e",
    secondaryColor: "#84cc16",
    title: "Udyam Udaan MSME Loans",
    utmId: "udyam_udaan",
    revenuePercent: 30,
  }),
  // Village service kiosks.
  brand({
    name: "jan-seva-kendra",
    displayName: "Jan Seva Kendra",
    primaryColor: "#3f6212",
    secondaryColor: "#fde047",
    partnerTerms: true,
    utmId: "jsk",
    revenueFlatFee: 75,
  }),
  // B2B wholesale marketplace.
  brand({ name: "karobar-kart", displayName: "Karobar Kart", primaryColor: "#6d28d9", secondaryColor: "#f59e0b", utmId: "karobar_kart" }),
  // Payments wallet.
  brand({
    name: "tezpay",
    displayName: "TezPay",
    ...googleFont("Rubik"),
    primaryColor: "#0369a1",
    secondaryColor: "#f97316",
    title: "TezPay Instant Loans",
    utmId: "tezpay",
    revenuePercent: 50,
  }),
  // DSA chain in Gujarat.
  brand({ name: "mitra-finmart", displayName: "Mitra Finmart", primaryColor: "#be123c", secondaryColor: "#0ea5e9", utmId: "mitra-finmart" }),
  // Agent network in eastern UP and Bihar.
  brand({
    name: "bharosa",
    displayName: "Bharosa",
    primaryColor: "#1e3a8a",
    secondaryColor: "#10b981",
    title: "Bharosa Loan Sahayak",
    partnerTerms: true,
    utmId: "bharosa",
    revenuePercent: 20,
    revenueFlatFee: 50,
  }),
  // Gig-worker earnings app.
  brand({ name: "kamai", displayName: "Kamai", primaryColor: "#047857", secondaryColor: "#fcd34d", utmId: "kamai_app" }),
  // Used-car dealer network.
  brand({
    name: "safar-auto",
    displayName: "Safar Auto",
    primaryColor: "#374151",
    secondaryColor: "#ef4444",
    title: "Safar Auto Finance",
    utmId: "safar_auto",
  }),
  // Merchant POS network.
  brand({ name: "vyapar-mitra", displayName: "VyaparMitra", primaryColor: "#7e22ce", secondaryColor: "#facc15", utmId: "vyapar_mitra" }),
  // Health-insurance aggregator.
  brand({
    name: "sehat-cover",
    displayName: "SehatCover",
    primaryColor: "#be185d",
    secondaryColor: "#14b8a6",
    title: "SehatCover Health Insurance",
    partnerTerms: true,
    utmId: "sehatcover",
  }),
  // Loan shop in Indore.
  brand({
    name: "pragati-loan-point",
    displayName: "Pragati Loan Point",
    primaryColor: "#b45309",
    secondaryColor: "#2563eb",
    utmId: "pragati_lp",
    revenueFlatFee: 200,
  }),
  // Fintech DSA.
  brand({ name: "digital-dhan", displayName: "DigitalDhan", primaryColor: "#0e7490", secondaryColor: "#f43f5e", utmId: "digitaldhan" }),
  // Women's self-help-group federation.
  brand({
    name: "mahila-shakti",
    displayName: "Mahila Shakti",
    primaryColor: "#9f1239",
    secondaryColor: "#f59e0b",
    title: "Mahila Shakti Udyam Rin",
    partnerTerms: true,
    utmId: "mahila_shakti",
  }),
  // Employer salary-advance platform.
  brand({
    name: "salarysetu",
    displayName: "SalarySetu",
    primaryColor: "#312e81",
    secondaryColor: "#38bdf8",
    title: "SalarySetu Advance",
    utmId: "salarysetu",
    revenuePercent: 40,
  }),
  // Farm-equipment dealers.
  brand({ name: "krishi-kosh", displayName: "Krishi Kosh", primaryColor: "#365314", secondaryColor: "#f97316", utmId: "krishi-kosh" }),
  // Rooftop-solar installers, on their own solar host: its empty path shows the solar-panel loan's landing (decision 054).
  // (*.localhost reaches this machine in a browser: http://solar.localhost:3000/ in the demo; a deployment sets its real host.)
  brand({
    name: "roshni-solar",
    displayName: "Roshni Solar",
    primaryColor: "#9a3412",
    secondaryColor: "#0284c7",
    title: "Roshni Solar EMI",
    utmId: "roshni_solar",
    host: "solar.localhost",
    landingProduct: "solar",
  }),
  // Travel-booking app.
  brand({ name: "ghoomo", displayName: "Ghoomo", primaryColor: "#155e75", secondaryColor: "#fbbf24", utmId: "ghoomo" }),
  // Wealth and insurance advisors.
  brand({
    name: "dhanvriddhi",
    displayName: "DhanVriddhi",
    primaryColor: "#3730a3",
    secondaryColor: "#a3e635",
    title: "DhanVriddhi Advisors",
    partnerTerms: true,
    utmId: "dhanvriddhi",
  }),
  // Job portal.
  brand({ name: "rozgar-plus", displayName: "Rozgar Plus", primaryColor: "#334155", secondaryColor: "#f59e0b", utmId: "rozgar_plus" }),
  // Mobile-phone retail chain.
  brand({
    name: "mobikart",
    displayName: "MobiKart",
    primaryColor: "#a21caf",
    secondaryColor: "#22c55e",
    title: "MobiKart Easy EMI",
    utmId: "mobikart",
    revenuePercent: 15,
  }),
  // Independent loan agents' co-operative.
  brand({ name: "loanwala", displayName: "LoanWala Connect", primaryColor: "#881337", secondaryColor: "#fbbf24", utmId: "loanwala" }),
];

export async function seedBrands(tx: SeedDb): Promise<void> {
  await tx.insert(partners).values(BRANDS).onConflictDoNothing();
}
