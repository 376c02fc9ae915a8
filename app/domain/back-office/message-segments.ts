/**
 * The groups of consumers an admin can message from /admin/messaging
 * (decision 045): people who stopped somewhere in the journey, each over a
 * window of days before the moment the message is sent.
 */
export const MESSAGE_SEGMENTS = {
  /** Signed up in the window and completed no product's profile. */
  profileIncomplete7d: { days: 7 },
  /** Completed a profile in the window and applied to no lender since. */
  profileNoApplication30d: { days: 30 },
  /** An application a lender rejected in the window. */
  rejected30d: { days: 30 },
} as const;

export type MessageSegment = keyof typeof MESSAGE_SEGMENTS;
export const MESSAGE_SEGMENT_IDS = Object.keys(MESSAGE_SEGMENTS) as MessageSegment[];

export const MESSAGE_CHANNELS = ["sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The longest text an admin may send: three SMS parts in Unicode (Hindi), 3 × 153 latin characters. */
export const MESSAGE_TEXT_MAX = 459;

/** The start of a segment's window for a message sent at `at`. */
export function segmentSince(segment: MessageSegment, at: Date): Date {
  return new Date(at.getTime() - MESSAGE_SEGMENTS[segment].days * 86_400_000);
}

/** The template's `{name}` becomes the consumer's first name, or disappears with the space before it when there is none. */
export function fillMessage(template: string, firstName: string | null): string {
  const name = firstName?.trim();
  return name ? template.replaceAll("{name}", name) : template.replace(/ ?\{name\}/g, "");
}

/** The text a consumer gets: Hindi for those who chose Hindi, English for everyone else. */
export function messageFor(language: string, texts: { en: string; hi: string }): string {
  return language === "hi" ? texts.hi : texts.en;
}
