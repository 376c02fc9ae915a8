/**
 * The clients of bench/faults.ts: each one, in turn, signs in with an OTP,
 * applies for a loan (Key Fact Statement, then consent), posts a merchant's
 * intake form, sends a help enquiry and asks to be reminded of an offer. A
 * post that is not answered (a 5xx, a refused or cut connection, 15 s of
 * silence) is sent again a second later with the same fields, as a person
 * does from the 503 page, until it is answered or the run ends. Every request
 * is recorded with its times and status, and every submission with whether
 * it was acknowledged: what the checks hold the database to.
 */
import { BrowserLike, newMobile, type OtpFor } from "../tests/support/app-client";
import { intakeForm } from "./intake";

export type Kind = "sign-in" | "apply" | "remind" | "intake" | "help";
export const KINDS: Kind[] = ["sign-in", "apply", "intake", "help", "remind"];

/** One HTTP request: 598 when no answer came within 15 s (a hang), 599 when the connection failed. */
export interface Attempt {
  kind: Kind;
  start: number;
  end: number;
  status: number;
}

/** One thing a person meant to send once, however many times it was posted. */
export interface Submission {
  kind: Kind;
  /** What the database is searched by: the mobile, the consumer, the application, the enquiry's text. */
  key: string;
  acknowledged: boolean;
  /** A sign-in's session token, once acknowledged. */
  token?: string;
  /** When its first post left, and when its acknowledging answer came (ms). */
  start?: number;
  end?: number;
}

export const HANG_MS = 15_000;
export const APPLY_LENDER = "kaveri-finserv";

export interface Consumer {
  browser: BrowserLike;
  userId: number;
  offersPath: string;
}

interface Answer {
  status: number;
  location: string | null;
}

const retryable = (status: number) => status >= 500 || status === 429;
const redirected = (a: Answer) => a.status >= 300 && a.status < 400;

export class FaultClients {
  readonly attempts: Attempt[] = [];
  readonly submissions: Submission[] = [];
  private nextIntake = 0;

  constructor(
    private readonly base: () => string,
    private readonly otpFor: OtpFor,
    private readonly consumers: Consumer[],
    private readonly intakeForms: { path: string; address: string }[],
    private readonly until: number,
  ) {}

  /** A form posted as a page's own form would be (same origin), from one address (X-Forwarded-For behind the trusted proxy). */
  private async post(kind: Kind, browser: BrowserLike | null, path: string, form: Record<string, string> | FormData, address: string): Promise<Answer> {
    const start = Date.now();
    let answer: Answer = { status: 599, location: null };
    try {
      const res = await fetch(new URL(path, this.base()), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: browser?.jar.header() ?? "", origin: this.base(), "x-forwarded-for": address },
        body: form instanceof FormData ? form : new URLSearchParams(form),
        signal: AbortSignal.timeout(HANG_MS),
      });
      browser?.jar.take(res);
      await res.arrayBuffer();
      answer = { status: res.status, location: res.headers.get("location") };
    } catch (error) {
      answer.status = (error as Error).name === "TimeoutError" ? 598 : 599;
    }
    this.attempts.push({ kind, start, end: Date.now(), status: answer.status });
    return answer;
  }

  /** Posts until answered: acknowledged when `ok` holds, given up on a refusal (4xx) or when the run is over. */
  private async untilAnswered(send: () => Promise<Answer>, ok: (a: Answer) => boolean): Promise<Answer | null> {
    for (;;) {
      const answer = await send();
      if (ok(answer)) return answer;
      if (!retryable(answer.status) || Date.now() > this.until) return null;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  async run(client: number): Promise<void> {
    const address = `10.77.${client >> 8}.${client & 255}`;
    for (let turn = client; Date.now() < this.until; turn++) {
      const kind = KINDS[turn % KINDS.length];
      if (kind === "sign-in") await this.signIn(address);
      else if (kind === "apply") await this.apply(this.consumers[client], address);
      else if (kind === "remind") await this.remind(this.consumers[client], address);
      else if (kind === "intake") await this.intake();
      else await this.help(client, turn, address);
    }
  }

  private async signIn(address: string) {
    const mobile = newMobile();
    const browser = new BrowserLike(this.base());
    const submission: Submission = { kind: "sign-in", key: mobile, acknowledged: false };
    this.submissions.push(submission);
    const asked = await this.untilAnswered(
      () => this.post("sign-in", browser, "/?index", { contact: mobile, name__confirm: "" }, address),
      (a) => redirected(a) && Boolean(a.location?.startsWith("/verification")),
    );
    if (!asked) return;
    let code: string;
    try {
      code = await this.otpFor(mobile);
    } catch {
      return;
    }
    const verified = await this.untilAnswered(
      () => this.post("sign-in", browser, "/verification", { intent: "verify", otp: code }, address),
      (a) => redirected(a) && browser.jar.get("atkn") !== null,
    );
    if (verified) Object.assign(submission, { acknowledged: true, token: browser.jar.get("atkn") });
  }

  private async apply(consumer: Consumer, address: string) {
    const submission: Submission = { kind: "apply", key: String(consumer.userId), acknowledged: false };
    this.submissions.push(submission);
    const kfs = await this.untilAnswered(
      () => this.post("apply", consumer.browser, `/user/apply/${APPLY_LENDER}`, { acknowledge: "on" }, address),
      (a) => redirected(a) && Boolean(a.location?.includes("consent")),
    );
    if (!kfs) return;
    const applied = await this.untilAnswered(
      () => this.post("apply", consumer.browser, kfs.location!, { lender_terms: "on", data_collection: "on", credit_report: "on" }, address),
      (a) => redirected(a) && Boolean(a.location?.startsWith(`/user/lenders-transaction/${APPLY_LENDER}`)),
    );
    submission.acknowledged = applied !== null;
  }

  private async remind(consumer: Consumer, address: string) {
    const submission: Submission = { kind: "remind", key: String(consumer.userId), acknowledged: false, start: Date.now() };
    this.submissions.push(submission);
    const saved = await this.untilAnswered(
      () => this.post("remind", consumer.browser, consumer.offersPath, { intent: "remind", lender: APPLY_LENDER }, address),
      (a) => redirected(a) && a.location === consumer.offersPath,
    );
    Object.assign(submission, { acknowledged: saved !== null, end: Date.now() });
  }

  private async intake() {
    const form = this.intakeForms[this.nextIntake++ % this.intakeForms.length];
    const submission: Submission = { kind: "intake", key: form.path.split("/")[3].split("?")[0], acknowledged: false };
    this.submissions.push(submission);
    const saved = await this.untilAnswered(
      () => this.post("intake", null, form.path, intakeForm(), form.address),
      (a) => a.status >= 200 && a.status < 300,
    );
    submission.acknowledged = saved !== null;
  }

  private async help(client: number, turn: number, address: string) {
    const description = `Enquiry ${client}-${turn}-${Math.random().toString(36).slice(2, 8)}: please call me about a loan`;
    const submission: Submission = { kind: "help", key: description, acknowledged: false };
    this.submissions.push(submission);
    const browser = new BrowserLike(this.base());
    const sent = await this.untilAnswered(
      () => this.post("help", browser, "/help", { name: "Ravi Kumar", email: `ravi.${client}@example.in`, phone: "9876543210", company: "", description, redirectTo: "/", name__confirm: "" }, address),
      (a) => redirected(a) && a.location === "/",
    );
    submission.acknowledged = sent !== null;
  }
}
