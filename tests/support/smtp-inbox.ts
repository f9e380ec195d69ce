import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  raw: string;
};

/**
 * A real SMTP listener on loopback for tests: every message is parsed and kept in memory, and
 * written as JSON into `dir` when given (so other processes, e.g. Playwright workers, can read it).
 */
export async function startSmtpInbox(opts: { port?: number; dir?: string } = {}) {
  const messages: ReceivedMail[] = [];
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed: ParsedMail = await simpleParser(raw);
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          replyTo: parsed.replyTo?.text ?? "",
          raw,
        };
        messages.push(mail);
        if (opts.dir) {
          const file = path.join(opts.dir, `${Date.now()}-${messages.length}.json`);
          // Written aside and renamed, so a reader never sees half a message.
          fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
          fs.renameSync(`${file}.part`, file);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  // A sender killed mid-session (the crash test's SIGKILL) resets its connection; SMTPServer
  // reports that as an 'error', which with no listener would end the test's whole process.
  server.on("error", () => {});
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
