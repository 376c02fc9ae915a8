const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,00,000: Indian grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** ₹2,330.16: Indian grouping with paise. */
export function formatRupeesPaise(amount: number): string {
  return rupeesPaise.format(amount);
}
