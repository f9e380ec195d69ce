import crypto from "node:crypto";
import { environment } from "~/env.server";

/**
 * The little of S3 the off-site backups need: PUT and GET of one object, signed with AWS
 * Signature Version 4, path-style (`<endpoint>/<bucket>/<key>`), which AWS, Tigris, R2, B2 and
 * MinIO all accept. Written on node:crypto and fetch instead of the AWS SDK: two requests do not
 * justify a dependency of that size (decision 017).
 */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix of every backup, e.g. "backups/". */
  prefix: string;
};

/** The off-site target from the environment, or undefined when none is configured. */
export function s3ConfigFromEnv(
  source: Readonly<Record<string, string | undefined>> = environment(),
): S3Config | undefined {
  const endpoint = source.BACKUP_S3_ENDPOINT?.trim();
  const bucket = source.BACKUP_S3_BUCKET?.trim();
  if (!endpoint && !bucket) return undefined;
  const accessKeyId = source.BACKUP_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = source.BACKUP_S3_SECRET_ACCESS_KEY?.trim();
  const missing = Object.entries({
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_BUCKET: bucket,
    BACKUP_S3_ACCESS_KEY_ID: accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: secretAccessKey,
  })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) {
    throw new Error(`Off-site backups need ${missing.join(", ")} as well`);
  }
  if (!/^https?:\/\//.test(endpoint!)) {
    throw new Error("BACKUP_S3_ENDPOINT must be an http(s) URL");
  }
  return {
    endpoint: endpoint!.replace(/\/+$/, ""),
    bucket: bucket!,
    region: source.BACKUP_S3_REGION?.trim() || "auto",
    accessKeyId: accessKeyId!,
    secretAccessKey: secretAccessKey!,
    prefix: source.BACKUP_S3_PREFIX ?? "backups/",
  };
}

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  crypto.createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of each path segment, as SigV4's canonical URI wants it. */
const encodePath = (path: string) =>
  path
    .split("/")
    .map((s) =>
      encodeURIComponent(s).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");

/** The headers of a SigV4-signed request (exported for the test's fake S3 to check against). */
export function signS3Request(
  cfg: S3Config,
  method: "GET" | "PUT",
  key: string,
  body: Buffer | undefined,
  now = new Date(),
): { url: string; headers: Record<string, string> } {
  const url = new URL(`${cfg.endpoint}/${encodePath(`${cfg.bucket}/${key}`)}`);
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body ?? "");
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  const signedHeaders = Object.keys(headers).sort();
  const canonical = [
    method,
    url.pathname,
    "",
    ...signedHeaders.map((h) => `${h}:${headers[h]}`),
    "",
    signedHeaders.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${cfg.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let signingKey = hmac(`AWS4${cfg.secretAccessKey}`, day);
  for (const part of [cfg.region, "s3", "aws4_request"]) signingKey = hmac(signingKey, part);
  const signature = crypto.createHmac("sha256", signingKey).update(toSign).digest("hex");
  const { host: _host, ...sent } = headers;
  return {
    url: url.toString(),
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${cfg.accessKeyId}/${scope}, SignedHeaders=${signedHeaders.join(";")}, Signature=${signature}`,
    },
  };
}

async function failure(res: Response, what: string): Promise<Error> {
  const text = (await res.text().catch(() => "")).slice(0, 300);
  return new Error(`${what} failed: ${res.status} ${res.statusText} ${text}`.trim());
}

export async function putObject(cfg: S3Config, key: string, body: Buffer): Promise<void> {
  const { url, headers } = signS3Request(cfg, "PUT", key, body);
  const res = await fetch(url, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/vnd.sqlite3" },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (!res.ok) throw await failure(res, `Upload of ${key}`);
}

export async function getObject(cfg: S3Config, key: string): Promise<Buffer> {
  const { url, headers } = signS3Request(cfg, "GET", key, undefined);
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(10 * 60_000) });
  if (!res.ok) throw await failure(res, `Download of ${key}`);
  return Buffer.from(await res.arrayBuffer());
}
