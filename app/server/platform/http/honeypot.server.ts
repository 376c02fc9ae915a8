import { Honeypot, SpamError } from "remix-utils/honeypot/server";

// No "valid from" timestamp: people on slow phones and autofill submit fast, and the hidden field is what catches bots.
const honeypot = new Honeypot({ validFromFieldName: null });

// Without a "valid from" field the props are the same for every page: the library would still
// derive a key and encrypt a timestamp nobody reads on each request, so they are made once.
const inputProps = honeypot.getInputProps();

export function getHoneypotInputProps() {
  return inputProps;
}

/** Whether a public form's hidden honeypot field was filled in (a bot). */
export async function isSpam(formData: FormData): Promise<boolean> {
  try {
    await honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
