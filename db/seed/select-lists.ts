import { selectListItems } from "../schema";
import type { SeedDb } from "./types";

/** One option: its stored code, its English label, its Hindi label. */
type Item = readonly [code: string, labelEn: string, labelHi: string];

/**
 * The select-list catalogue (SPEC.md section 3), by list key. Options are
 * shown in this order. Codes are what the database stores and never change;
 * labels may.
 */
export const SELECT_LISTS: Record<string, readonly Item[]> = {
  // ─── Consumer profile ───────────────────────────────────────────────────
  communication_preference: [
    ["sms", "SMS", "SMS"],
    ["email", "Email", "ईमेल"],
    ["whatsapp", "WhatsApp", "WhatsApp"],
    ["phone_call", "Phone call", "फ़ोन कॉल"],
  ],
  employment_status: [
    ["salaried", "Salaried", "नौकरीपेशा"],
    ["self_employed", "Self-employed professional", "स्व-रोज़गार पेशेवर"],
    ["business", "Business owner", "बिज़नेस के मालिक"],
  ],
  salary_mode: [
    ["bank_transfer", "Bank transfer", "बैंक ट्रांसफ़र"],
    ["cheque", "Cheque", "चेक"],
    ["cash", "Cash", "नकद"],
  ],
  // Annual household income; ₹3,00,000 a year is the declaration threshold.
  household_income: [
    ["upto_3l", "Up to ₹3,00,000 a year", "₹3,00,000 प्रति वर्ष तक"],
    ["3l_5l", "₹3,00,001 to ₹5,00,000 a year", "₹3,00,001 से ₹5,00,000 प्रति वर्ष"],
    ["5l_10l", "₹5,00,001 to ₹10,00,000 a year", "₹5,00,001 से ₹10,00,000 प्रति वर्ष"],
    ["10l_25l", "₹10,00,001 to ₹25,00,000 a year", "₹10,00,001 से ₹25,00,000 प्रति वर्ष"],
    ["above_25l", "Above ₹25,00,000 a year", "₹25,00,000 प्रति वर्ष से अधिक"],
  ],
  gender: [
    ["male", "Male", "पुरुष"],
    ["female", "Female", "महिला"],
    ["other", "Other", "अन्य"],
  ],
  residence_type: [
    ["owned", "Owned", "अपना"],
    ["rented", "Rented", "किराए का"],
    ["parental", "Owned by parents or family", "माता-पिता या परिवार का"],
    ["company_provided", "Company-provided", "कंपनी द्वारा दिया गया"],
    ["pg_hostel", "PG or hostel", "PG या हॉस्टल"],
  ],
  educational_level: [
    ["below_10th", "Below 10th", "10वीं से कम"],
    ["class_10", "10th pass", "10वीं पास"],
    ["class_12", "12th pass", "12वीं पास"],
    ["diploma", "Diploma or ITI", "डिप्लोमा या ITI"],
    ["graduate", "Graduate", "ग्रेजुएट"],
    ["post_graduate", "Post-graduate", "पोस्ट-ग्रेजुएट"],
    ["professional", "Professional degree (CA, CS, MBBS, LLB)", "प्रोफ़ेशनल डिग्री (CA, CS, MBBS, LLB)"],
    ["doctorate", "Doctorate", "डॉक्टरेट"],
  ],
  prefer_net_banking: [
    ["yes", "Yes", "हाँ"],
    ["no", "No", "नहीं"],
  ],

  // ─── Lender forms ───────────────────────────────────────────────────────
  lender_residency: [
    ["resident_indian", "Resident Indian", "भारतीय निवासी"],
    ["nri", "Non-resident Indian (NRI)", "अनिवासी भारतीय (NRI)"],
    ["oci", "OCI card holder", "OCI कार्ड धारक"],
  ],
  // How long the applicant has lived at the current address.
  lender_stay_category: [
    ["less_than_1y", "Less than 1 year", "1 वर्ष से कम"],
    ["1_3y", "1 to 3 years", "1 से 3 वर्ष"],
    ["3_5y", "3 to 5 years", "3 से 5 वर्ष"],
    ["more_than_5y", "More than 5 years", "5 वर्ष से अधिक"],
  ],
  lender_profession_type: [
    ["salaried_private", "Salaried, private company", "नौकरीपेशा, प्राइवेट कंपनी"],
    ["salaried_government", "Salaried, government or PSU", "नौकरीपेशा, सरकारी या PSU"],
    ["self_employed_professional", "Self-employed professional", "स्व-रोज़गार पेशेवर"],
    ["self_employed_business", "Self-employed, business", "स्व-रोज़गार, बिज़नेस"],
    ["retired", "Retired or pensioner", "रिटायर्ड या पेंशन पाने वाले"],
    ["homemaker", "Homemaker", "गृहिणी"],
    ["student", "Student", "विद्यार्थी"],
  ],
  lender_employment_tenure: [
    ["less_than_6m", "Less than 6 months", "6 महीने से कम"],
    ["6_12m", "6 to 12 months", "6 से 12 महीने"],
    ["1_2y", "1 to 2 years", "1 से 2 वर्ष"],
    ["2_5y", "2 to 5 years", "2 से 5 वर्ष"],
    ["more_than_5y", "More than 5 years", "5 वर्ष से अधिक"],
  ],
  lender_total_work_experience: [
    ["less_than_1y", "Less than 1 year", "1 वर्ष से कम"],
    ["1_3y", "1 to 3 years", "1 से 3 वर्ष"],
    ["3_5y", "3 to 5 years", "3 से 5 वर्ष"],
    ["5_10y", "5 to 10 years", "5 से 10 वर्ष"],
    ["more_than_10y", "More than 10 years", "10 वर्ष से अधिक"],
  ],
  lender_loan_purpose: [
    ["medical", "Medical emergency", "मेडिकल इमरजेंसी"],
    ["education", "Education", "शिक्षा"],
    ["wedding", "Wedding", "विवाह"],
    ["home_renovation", "Home renovation", "घर की मरम्मत"],
    ["travel", "Travel", "यात्रा"],
    ["debt_consolidation", "Paying off other loans", "दूसरे लोन चुकाना"],
    ["consumer_durables", "Buying appliances or gadgets", "घरेलू उपकरण या गैजेट ख़रीदना"],
    ["other", "Other", "अन्य"],
  ],
  lender_marital_status: [
    ["single", "Single", "अविवाहित"],
    ["married", "Married", "विवाहित"],
    ["divorced", "Divorced", "तलाकशुदा"],
    ["widowed", "Widowed", "विधवा/विधुर"],
  ],
  lender_company_type: [
    ["private_limited", "Private limited company", "प्राइवेट लिमिटेड कंपनी"],
    ["public_limited", "Public limited company", "पब्लिक लिमिटेड कंपनी"],
    ["mnc", "Multinational company", "मल्टीनेशनल कंपनी (MNC)"],
    ["government", "Central or state government", "केंद्र या राज्य सरकार"],
    ["psu", "Public sector undertaking", "सरकारी कंपनी (PSU)"],
    ["partnership", "Partnership or LLP", "साझेदारी फ़र्म या LLP"],
    ["proprietorship", "Proprietorship", "प्रोप्राइटरशिप फ़र्म"],
    ["other", "Other", "अन्य"],
  ],
  lender_job_sector: [
    ["it_software", "IT and software", "IT और सॉफ़्टवेयर"],
    ["banking_finance", "Banking and financial services", "बैंकिंग और वित्तीय सेवाएँ"],
    ["manufacturing", "Manufacturing", "मैन्युफ़ैक्चरिंग"],
    ["healthcare", "Healthcare", "स्वास्थ्य सेवा"],
    ["education", "Education", "शिक्षा"],
    ["retail_ecommerce", "Retail and e-commerce", "खुदरा और ई-कॉमर्स"],
    ["government", "Government and defence", "सरकार और रक्षा"],
    ["logistics", "Transport and logistics", "परिवहन और लॉजिस्टिक्स"],
    ["hospitality", "Hotels and restaurants", "होटल और रेस्तरां"],
    ["other", "Other", "अन्य"],
  ],
  lender_work_status: [
    ["full_time", "Full-time, permanent", "फ़ुल-टाइम, पक्की नौकरी"],
    ["contract", "On contract", "कॉन्ट्रैक्ट पर"],
    ["probation", "On probation", "प्रोबेशन पर"],
    ["part_time", "Part-time", "पार्ट-टाइम"],
    ["notice_period", "Serving notice period", "नोटिस अवधि में"],
  ],

  // ─── Business ───────────────────────────────────────────────────────────
  // Annual turnover.
  business_current_turnover: [
    ["upto_10l", "Up to ₹10 lakh a year", "₹10 लाख प्रति वर्ष तक"],
    ["10l_25l", "₹10 lakh to ₹25 lakh a year", "₹10 लाख से ₹25 लाख प्रति वर्ष"],
    ["25l_50l", "₹25 lakh to ₹50 lakh a year", "₹25 लाख से ₹50 लाख प्रति वर्ष"],
    ["50l_1cr", "₹50 lakh to ₹1 crore a year", "₹50 लाख से ₹1 करोड़ प्रति वर्ष"],
    ["1cr_5cr", "₹1 crore to ₹5 crore a year", "₹1 करोड़ से ₹5 करोड़ प्रति वर्ष"],
    ["above_5cr", "Above ₹5 crore a year", "₹5 करोड़ प्रति वर्ष से अधिक"],
  ],
  business_years: [
    ["less_than_1y", "Less than 1 year", "1 वर्ष से कम"],
    ["1_2y", "1 to 2 years", "1 से 2 वर्ष"],
    ["2_3y", "2 to 3 years", "2 से 3 वर्ष"],
    ["3_5y", "3 to 5 years", "3 से 5 वर्ष"],
    ["more_than_5y", "More than 5 years", "5 वर्ष से अधिक"],
  ],
  business_company_type: [
    ["proprietorship", "Sole proprietorship", "प्रोप्राइटरशिप (एक मालिक की फ़र्म)"],
    ["partnership", "Partnership firm", "साझेदारी फ़र्म"],
    ["llp", "Limited liability partnership (LLP)", "लिमिटेड लायबिलिटी पार्टनरशिप (LLP)"],
    ["private_limited", "Private limited company", "प्राइवेट लिमिटेड कंपनी"],
    ["public_limited", "Public limited company", "पब्लिक लिमिटेड कंपनी"],
    ["opc", "One person company", "वन पर्सन कंपनी (OPC)"],
    ["huf", "Hindu undivided family (HUF)", "हिंदू अविभाजित परिवार (HUF)"],
  ],
  business_nature: [
    ["retail", "Retail shop", "खुदरा दुकान"],
    ["wholesale", "Wholesale or trading", "थोक या व्यापार"],
    ["manufacturing", "Manufacturing", "मैन्युफ़ैक्चरिंग"],
    ["services", "Services", "सेवाएँ"],
    ["online_seller", "Online seller", "ऑनलाइन विक्रेता"],
    ["transport", "Transport", "परिवहन"],
    ["agriculture", "Agriculture and allied", "खेती और उससे जुड़े काम"],
  ],
  // Annual gross profit.
  business_gross_profit: [
    ["upto_2l", "Up to ₹2 lakh a year", "₹2 लाख प्रति वर्ष तक"],
    ["2l_5l", "₹2 lakh to ₹5 lakh a year", "₹2 लाख से ₹5 लाख प्रति वर्ष"],
    ["5l_10l", "₹5 lakh to ₹10 lakh a year", "₹5 लाख से ₹10 लाख प्रति वर्ष"],
    ["10l_25l", "₹10 lakh to ₹25 lakh a year", "₹10 लाख से ₹25 लाख प्रति वर्ष"],
    ["above_25l", "Above ₹25 lakh a year", "₹25 लाख प्रति वर्ष से अधिक"],
  ],
  business_registration_type: [
    ["gst", "GST registration", "GST रजिस्ट्रेशन"],
    ["udyam", "Udyam (MSME) registration", "उद्यम (MSME) रजिस्ट्रेशन"],
    ["shop_establishment", "Shop and establishment licence", "शॉप एंड एस्टैब्लिशमेंट लाइसेंस"],
    ["trade_licence", "Trade licence", "व्यापार लाइसेंस"],
    ["fssai", "FSSAI food licence", "FSSAI फ़ूड लाइसेंस"],
    ["none", "Not registered", "रजिस्ट्रेशन नहीं है"],
  ],
  // Whether the business banks in its own name.
  business_account: [
    ["current_account", "Current account in the business's name", "बिज़नेस के नाम पर करंट अकाउंट"],
    ["savings_account", "Only my personal savings account", "सिर्फ़ मेरा निजी बचत खाता"],
    ["none", "No bank account for the business", "बिज़नेस का कोई बैंक खाता नहीं"],
  ],

  // ─── Affordable housing ─────────────────────────────────────────────────
  property_type: [
    ["ready_flat", "Ready-to-move flat", "रहने के लिए तैयार फ़्लैट"],
    ["under_construction", "Flat under construction", "निर्माणाधीन फ़्लैट"],
    ["independent_house", "Independent house", "स्वतंत्र मकान"],
    ["plot_construction", "Plot and construction", "प्लॉट और निर्माण"],
    ["self_construction", "Building on my own plot", "अपने प्लॉट पर निर्माण"],
    ["home_extension", "Extending or improving my home", "घर का विस्तार या सुधार"],
  ],

  // ─── Student loans ──────────────────────────────────────────────────────
  student_course: [
    ["engineering", "Engineering or technology", "इंजीनियरिंग या टेक्नोलॉजी"],
    ["medicine", "Medicine or nursing", "मेडिकल या नर्सिंग"],
    ["management", "Management (MBA, PGDM)", "मैनेजमेंट (MBA, PGDM)"],
    ["law", "Law", "कानून की पढ़ाई"],
    ["graduate", "Other graduate degree", "कोई दूसरी ग्रेजुएट डिग्री"],
    ["postgraduate", "Other postgraduate degree", "कोई दूसरी पोस्टग्रेजुएट डिग्री"],
    ["diploma", "Diploma or vocational course", "डिप्लोमा या वोकेशनल कोर्स"],
    ["abroad", "Studies abroad", "विदेश में पढ़ाई"],
  ],
  admission_status: [
    ["confirmed", "Admission confirmed (letter received)", "एडमिशन पक्का (लेटर मिल गया)"],
    ["provisional", "Provisional admission", "प्रोविज़नल एडमिशन"],
    ["applied", "Applied, waiting for the result", "आवेदन किया, नतीजे का इंतज़ार"],
    ["enrolled", "Already studying there", "वहाँ पहले से पढ़ रहे हैं"],
  ],
  co_applicant_relation: [
    ["parent", "Parent", "माता या पिता"],
    ["spouse", "Husband or wife", "पति या पत्नी"],
    ["sibling", "Brother or sister", "भाई या बहन"],
    ["guardian", "Guardian", "अभिभावक"],
    ["other_relative", "Another relative", "कोई दूसरा रिश्तेदार"],
  ],

  // ─── Car loans ──────────────────────────────────────────────────────────
  car_condition: [
    ["new", "New car", "नई कार"],
    ["used", "Used car", "पुरानी (सेकंड-हैंड) कार"],
  ],

  // ─── Solar-panel loans ──────────────────────────────────────────────────
  roof_type: [
    ["rcc", "Concrete (RCC) roof", "पक्की (RCC) छत"],
    ["metal_sheet", "Metal sheet roof", "मेटल शीट की छत"],
    ["tiled", "Tiled roof", "खपरैल (टाइल) की छत"],
    ["ground_mounted", "On the ground, not the roof", "छत पर नहीं, ज़मीन पर"],
  ],

  // ─── Gold loans ─────────────────────────────────────────────────────────
  // Purity in karat; lenders lend against 18 to 24 karat jewellery and coins.
  gold_purity: [
    ["24", "24 karat (coins, bars)", "24 कैरेट (सिक्के, बिस्कुट)"],
    ["22", "22 karat", "22 कैरेट"],
    ["20", "20 karat", "20 कैरेट"],
    ["18", "18 karat", "18 कैरेट"],
  ],

  // ─── Insurance ──────────────────────────────────────────────────────────
  health_sum_insured: [
    ["300000", "₹3 lakh", "₹3 लाख"],
    ["500000", "₹5 lakh", "₹5 लाख"],
    ["1000000", "₹10 lakh", "₹10 लाख"],
    ["2500000", "₹25 lakh", "₹25 लाख"],
    ["5000000", "₹50 lakh", "₹50 लाख"],
    ["10000000", "₹1 crore", "₹1 करोड़"],
  ],
  shop_type: [
    ["grocery", "Grocery or general store", "किराना या जनरल स्टोर"],
    ["clothing", "Clothing or textiles", "कपड़े या टेक्सटाइल"],
    ["electronics", "Electronics or mobile phones", "इलेक्ट्रॉनिक्स या मोबाइल फ़ोन"],
    ["medical", "Pharmacy or medical store", "दवा की दुकान"],
    ["restaurant", "Restaurant or food stall", "रेस्तरां या खाने का स्टॉल"],
    ["hardware", "Hardware or building material", "हार्डवेयर या बिल्डिंग मटीरियल"],
    ["other", "Other shop", "अन्य दुकान"],
  ],

  // ─── Self-employed professionals ────────────────────────────────────────
  professional_type: [
    ["doctor", "Doctor", "डॉक्टर"],
    ["chartered_accountant", "Chartered accountant", "चार्टर्ड अकाउंटेंट"],
    ["company_secretary", "Company secretary", "कंपनी सेक्रेटरी"],
    ["lawyer", "Lawyer", "वकील"],
    ["architect", "Architect", "आर्किटेक्ट"],
    ["consultant", "Engineer or consultant", "इंजीनियर या सलाहकार"],
    ["other", "Other", "अन्य"],
  ],
  professional_years: [
    ["less_than_2y", "Less than 2 years", "2 वर्ष से कम"],
    ["2_5y", "2 to 5 years", "2 से 5 वर्ष"],
    ["5_10y", "5 to 10 years", "5 से 10 वर्ष"],
    ["more_than_10y", "More than 10 years", "10 वर्ष से अधिक"],
  ],

  // ─── Lender classes and the consumer's credit score ─────────────────────
  // A lender's ticket class is the highest amount band it serves (app/domain/lending/eligibility).
  ticket_class: [
    ["1", "Up to ₹50,000", "₹50,000 तक"],
    ["2", "₹50,001 to ₹2,00,000", "₹50,001 से ₹2,00,000"],
    ["3", "₹2,00,001 to ₹5,00,000", "₹2,00,001 से ₹5,00,000"],
    ["4", "Above ₹5,00,000", "₹5,00,000 से अधिक"],
  ],
  // A lender's credit score class is the lowest band it accepts.
  credit_score_class: [
    ["1", "750 and above", "750 और उससे अधिक"],
    ["2", "700 to 749", "700 से 749"],
    ["3", "650 to 699", "650 से 699"],
    ["4", "Below 650 or new to credit", "650 से कम या कोई क्रेडिट हिस्ट्री नहीं"],
  ],
  // What a consumer declares.
  credit_score_band: [
    ["750_plus", "750 or above", "750 या उससे अधिक"],
    ["700_749", "700 to 749", "700 से 749"],
    ["650_699", "650 to 699", "650 से 699"],
    ["below_650", "Below 650", "650 से कम"],
    ["new_to_credit", "New to credit (no score yet)", "कोई क्रेडिट हिस्ट्री नहीं (अभी स्कोर नहीं है)"],
    ["dont_know", "I don't know", "मुझे नहीं पता"],
  ],
};

export function selectListRows(): (typeof selectListItems.$inferInsert)[] {
  return Object.entries(SELECT_LISTS).flatMap(([listKey, items]) =>
    items.map(([code, labelEn, labelHi], i) => ({ listKey, code, labelEn, labelHi, sortOrder: i + 1 })),
  );
}

export async function seedSelectLists(tx: SeedDb): Promise<void> {
  await tx.insert(selectListItems).values(selectListRows()).onConflictDoNothing();
}
