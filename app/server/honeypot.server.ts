import { data } from "react-router";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";

// No "valid from" timestamp: people on slow phones and autofill submit fast, and the hidden field is what catches bots.
const honeypot = new Honeypot({ validFromFieldName: null });

export function getHoneypotInputProps() {
  return honeypot.getInputProps();
}

/** Rejects a public form whose hidden honeypot field was filled in. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  try {
    await honeypot.check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw data({ error: "Form not submitted properly" }, { status: 400 });
    throw error;
  }
}
