import { data } from "react-router";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";

// No "valid from" timestamp: people on slow phones and autofill submit fast, and the hidden field is what catches bots.
const honeypot = new Honeypot({ validFromFieldName: null });

// Without a "valid from" field the props are the same for every page: the library would still
// derive a key and encrypt a timestamp nobody reads on each request, so they are made once.
const inputProps = honeypot.getInputProps();

export function getHoneypotInputProps() {
  return inputProps;
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
