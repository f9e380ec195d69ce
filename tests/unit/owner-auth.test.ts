/** The owner APIs: signed out is 401, someone else's listing is 404 and unchanged, the owner's edits and bad input. */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { args, respond } from "~/tests/support/route-call";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as companyLogoApi from "~/routes/api/api.companies.$id.logo";
import * as materialsApi from "~/routes/api/api.materials-companies.$id";
import * as materialsLogoApi from "~/routes/api/api.materials-companies.$id.logo";
import * as uploadApi from "~/routes/api/api.objects.upload-direct";
import * as userCompaniesApi from "~/routes/api/api.user.companies";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as onboardApi from "~/routes/api/api.companies.onboard";
import {
  materialsOwnedBy,
  ownedBy,
  snapshot,
  sql,
  status,
  twoOwners,
  validEdit,
} from "~/tests/support/owner-fixtures";

const owners = twoOwners();

describe("owner API: signed out is 401", () => {
  it.each([
    ["GET /api/user/companies", () => userCompaniesApi.loader(args("GET", "/api/user/companies"))],
    [
      "PATCH /api/companies/1",
      () =>
        companyApi.action(
          args("PATCH", "/api/companies/1", { json: validEdit, params: { id: "1" } }),
        ),
    ],
    [
      "DELETE /api/companies/1",
      () => companyApi.action(args("DELETE", "/api/companies/1", { params: { id: "1" } })),
    ],
    [
      "PUT /api/companies/1/logo",
      () =>
        companyLogoApi.action(
          args("PUT", "/api/companies/1/logo", {
            json: { logoURL: "/logos/x.png" },
            params: { id: "1" },
          }),
        ),
    ],
    [
      "POST /api/objects/upload-direct",
      () => uploadApi.action(args("POST", "/api/objects/upload-direct")),
    ],
    [
      "PUT /api/materials-companies/1",
      () =>
        materialsApi.action(
          args("PUT", "/api/materials-companies/1", { json: {}, params: { id: "1" } }),
        ),
    ],
    [
      "DELETE /api/materials-companies/1",
      () =>
        materialsApi.action(args("DELETE", "/api/materials-companies/1", { params: { id: "1" } })),
    ],
    [
      "POST /api/materials-companies/1/logo",
      () =>
        materialsLogoApi.action(
          args("POST", "/api/materials-companies/1/logo", {
            json: { logoUrl: "x" },
            params: { id: "1" },
          }),
        ),
    ],
    [
      "POST /api/companies/claim",
      () => claimApi.action(args("POST", "/api/companies/claim", { json: { companyId: 1 } })),
    ],
    [
      "POST /api/companies/onboard",
      () => onboardApi.action(args("POST", "/api/companies/onboard", { json: {} })),
    ],
  ])("%s", async (_name, call) => {
    expect(await status(call())).toBe(401);
  });
});

describe("owner API: someone else's listing is 404 and unchanged", () => {
  it("PATCH, DELETE and logo of another user's striping listing", async () => {
    const c = ownedBy(owners.alice.id);
    const before = snapshot(c.id);
    const p = { id: String(c.id) };
    expect(
      await status(
        companyApi.action(
          args("PATCH", "/x", { cookie: owners.bob.cookie, json: validEdit, params: p }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(
        companyApi.action(args("DELETE", "/x", { cookie: owners.bob.cookie, params: p })),
      ),
    ).toBe(404);
    expect(snapshot(c.id)).toEqual(before);
  });
  it("PUT and DELETE of another user's materials listing, and a striping id on the materials path", async () => {
    const m = materialsOwnedBy(owners.alice.id);
    const before = snapshot(m.id);
    const p = { id: String(m.id) };
    expect(
      await status(
        materialsApi.action(
          args("PUT", "/x", {
            cookie: owners.bob.cookie,
            json: { ...validEdit, companyType: "Supplier", products: ["Paint"] },
            params: p,
          }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(
        materialsApi.action(args("DELETE", "/x", { cookie: owners.bob.cookie, params: p })),
      ),
    ).toBe(404);
    expect(snapshot(m.id)).toEqual(before);
    const s = ownedBy(owners.alice.id);
    expect(
      await status(
        materialsApi.action(
          args("DELETE", "/x", { cookie: owners.alice.cookie, params: { id: String(s.id) } }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(
        companyApi.action(
          args("DELETE", "/x", { cookie: owners.alice.cookie, params: { id: String(m.id) } }),
        ),
      ),
    ).toBe(404);
  });
  it.each(["abc", "-1", "0", "1.5", "99999999999", "1 OR 1=1"])(
    "forged id %s is 404",
    async (id) => {
      expect(
        await status(
          companyApi.action(args("DELETE", "/x", { cookie: owners.alice.cookie, params: { id } })),
        ),
      ).toBe(404);
      expect(
        await status(
          materialsApi.action(
            args("DELETE", "/x", { cookie: owners.alice.cookie, params: { id } }),
          ),
        ),
      ).toBe(404);
    },
  );
  it("the user's own listings only", async () => {
    const mine = ownedBy(owners.bob.id, { name: "Bobs Lines" });
    ownedBy(owners.alice.id);
    const res = await respond(
      userCompaniesApi.loader(args("GET", "/api/user/companies", { cookie: owners.bob.cookie })),
    );
    const body = await res.json();
    expect(body.companies.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(body.materialsCompanies).toEqual([]);
  });
});

describe("owner API: the owner succeeds, bad input is 400", () => {
  it("PATCH validates with the SPEC messages, then updates", async () => {
    const c = ownedBy(owners.alice.id);
    const p = { id: String(c.id) };
    const bad = await respond(
      companyApi.action(
        args("PATCH", "/x", {
          cookie: owners.alice.cookie,
          json: { ...validEdit, services: [] },
          params: p,
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("At least one service is required");
    const noName = await respond(
      companyApi.action(
        args("PATCH", "/x", {
          cookie: owners.alice.cookie,
          json: { ...validEdit, name: " " },
          params: p,
        }),
      ),
    );
    expect((await noName.json()).message).toBe("Company name is required");
    const ok = await respond(
      companyApi.action(
        args("PATCH", "/x", { cookie: owners.alice.cookie, json: validEdit, params: p }),
      ),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).name).toBe("Renamed");
    const svc = sql
      .prepare(
        "SELECT s.name FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE cs.company_id = ?",
      )
      .all(c.id);
    expect(svc).toEqual([{ name: "Road Striping" }]);
  });
  it("logos: only our own paths, uploaded by this user", async () => {
    const c = ownedBy(owners.alice.id);
    const p = { id: String(c.id) };
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const up = await respond(
      uploadApi.action(
        args("POST", "/api/objects/upload-direct", { cookie: owners.alice.cookie, body: form }),
      ),
    );
    expect(up.status).toBe(200);
    const { objectPath } = await up.json();
    expect(objectPath).toMatch(/^\/logos\/[a-f0-9]{32}\.png$/);
    const meta = await sharp(
      Buffer.from(
        (
          sql.prepare("SELECT bytes FROM logos WHERE id = ?").get(objectPath.slice(7, 39)) as {
            bytes: Buffer;
          }
        ).bytes,
      ),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 80, 80]);

    for (const logoURL of [
      "https://evil.example.com/x.png",
      "javascript:alert(1)",
      "/logos/../../etc/passwd",
    ]) {
      const r = await respond(
        companyLogoApi.action(
          args("PUT", "/x", { cookie: owners.alice.cookie, json: { logoURL }, params: p }),
        ),
      );
      expect(r.status).toBe(400);
      expect((await r.json()).error).toBeTruthy();
    }
    const stolen = await respond(
      companyLogoApi.action(
        args("PUT", "/x", {
          cookie: owners.bob.cookie,
          json: { logoURL: objectPath },
          params: { id: String(ownedBy(owners.bob.id).id) },
        }),
      ),
    );
    expect(stolen.status).toBe(400);
    const ok = await respond(
      companyLogoApi.action(
        args("PUT", "/x", {
          cookie: owners.alice.cookie,
          json: { logoURL: objectPath },
          params: p,
        }),
      ),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).company.customLogo).toBe(objectPath);
  });
  it("uploads that lie about their type are refused", async () => {
    const form = new FormData();
    form.set("file", new File(["<script>alert(1)</script>"], "logo.png", { type: "image/png" }));
    const r = await respond(
      uploadApi.action(args("POST", "/x", { cookie: owners.alice.cookie, body: form })),
    );
    expect(r.status).toBe(400);
    expect((await r.json()).message).toBe("Please select an image file");
  });
});
