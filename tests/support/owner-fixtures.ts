import { beforeAll } from "vitest";
import { getDb } from "~/db/client";
import { signedInUser } from "./route-call";
import { insertCompany } from "./factories";

/** What the owner API tests share: two signed-in owners and their listings. */
export const sql = getDb().$client;

export function ownedBy(userId: number, over: Parameters<typeof insertCompany>[0] = {}) {
  return insertCompany({ isClaimed: true, claimedBy: userId, ...over });
}

export function materialsOwnedBy(userId: number) {
  return sql
    .prepare(
      `INSERT INTO companies (directory, slug, name, location, state, company_type, products, is_claimed, claimed_by)
       VALUES ('materials', ?, 'Mat Co', 'Denver', 'CO', 'Supplier', '["Paint"]', 1, ?) RETURNING id`,
    )
    .get(`mat-${Date.now()}-${Math.random()}`, userId) as { id: number };
}

export const snapshot = (id: number) => sql.prepare("SELECT * FROM companies WHERE id = ?").get(id);

/** The status a loader or action answers, returned or thrown (plain data is a 200). */
export async function status(p: Promise<unknown> | unknown): Promise<number> {
  try {
    const r = await p;
    return r instanceof Response ? r.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

export const validEdit = {
  name: "Renamed",
  location: "Austin",
  state: "TX",
  phone: "",
  email: "",
  website: "",
  description: "",
  services: ["Road Striping"],
};

type Owner = { id: number; email: string; cookie: string };

/** Alice and Bob, two verified owners signed in before the file's tests run. */
export function twoOwners() {
  const owners = {} as { alice: Owner; bob: Owner };
  beforeAll(async () => {
    owners.alice = await signedInUser("owner-auth");
    owners.bob = await signedInUser("owner-auth");
  });
  return owners;
}
