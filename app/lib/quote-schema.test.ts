import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  buildProjectDescription,
  buildProjectSize,
  QUOTE_MESSAGES,
  quoteSchema,
} from "./quote-schema";

const contact = {
  customerName: "Dana Reyes",
  customerEmail: "dana@example.com",
  customerPhone: "512-555-0142",
  projectLocation: "Austin, TX",
};

function form(entries: [string, string][]) {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return parseWithZod(fd, { schema: quoteSchema });
}

const formTitle = (body: unknown) => {
  const r = quoteSchema.safeParse(body);
  return r.success ? undefined : r.error.issues.find((i) => i.path.length === 0)?.message;
};

describe("quote payload", () => {
  it("joins the chosen types' labels, then ' project in ', then the location", () => {
    expect(buildProjectDescription(["parking_lot", "roadway"], "Austin, TX")).toBe(
      "Parking Lot Striping, Roadway Striping project in Austin, TX",
    );
    expect(buildProjectDescription(["maintenance_of_traffic"], "78701")).toBe(
      "Maintenance of Traffic (MOT) project in 78701",
    );
  });

  it("takes the first non-empty of stalls, roadway length, square footage", () => {
    expect(buildProjectSize({ numberOfStalls: 120, roadwayLength: "2 miles" })).toBe("120");
    expect(buildProjectSize({ roadwayLength: "2 miles", estimatedSquareFootage: 900 })).toBe(
      "2 miles",
    );
    expect(buildProjectSize({ estimatedSquareFootage: 900 })).toBe("900");
    expect(buildProjectSize({})).toBe("Not specified");
    expect(buildProjectSize({}, "50 stalls")).toBe("50 stalls");
  });

  it("builds servicesNeeded, description and size from a posted form", () => {
    const result = form([
      ["servicesNeeded", "parking_lot"],
      ["servicesNeeded", "removal"],
      ...Object.entries(contact),
      ["details.numberOfStalls", ""],
      ["details.estimatedSquareFootage", "2500"],
      ["details.surfaceType", "concrete"],
      // A section of a type that was not chosen is dropped.
      ["details.numberOfLanes", "4"],
    ]);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      servicesNeeded: ["parking_lot", "removal"],
      projectDescription: "Parking Lot Striping, Line Removal project in Austin, TX",
      projectSize: "2500",
      details: { estimatedSquareFootage: 2500, surfaceType: "concrete" },
    });
    expect(result.value.details).not.toHaveProperty("numberOfLanes");
  });

  it("accepts the JSON payload with numbers and an optional details object", () => {
    const r = quoteSchema.safeParse({
      ...contact,
      servicesNeeded: ["roadway"],
      projectSize: "ignored when a detail gives one",
      details: { roadwayLength: "3 miles", numberOfLanes: 4, removalNeeded: "no" },
    });
    expect(r.success && r.data).toMatchObject({
      projectSize: "3 miles",
      details: { numberOfLanes: 4 },
    });
    const bare = quoteSchema.parse({
      ...contact,
      servicesNeeded: ["signage"],
      projectSize: "12 signs",
    });
    expect(bare.projectSize).toBe("12 signs");
  });
});

describe("quote validation", () => {
  it("asks for a project type first", () => {
    expect(formTitle({ ...contact })).toBe(QUOTE_MESSAGES.projectType.title);
    expect(formTitle({ ...contact, servicesNeeded: ["paving"] })).toBe(
      QUOTE_MESSAGES.projectType.title,
    );
  });
  it("then for the required contact fields", () => {
    for (const key of Object.keys(contact)) {
      expect(formTitle({ ...contact, servicesNeeded: ["roadway"], [key]: "  " })).toBe(
        QUOTE_MESSAGES.required.title,
      );
    }
  });
  it("checks the e-mail and the 10-digit phone", () => {
    expect(formTitle({ ...contact, servicesNeeded: ["roadway"], customerEmail: "dana@" })).toBe(
      QUOTE_MESSAGES.email.title,
    );
    expect(formTitle({ ...contact, servicesNeeded: ["roadway"], customerPhone: "555-0142" })).toBe(
      QUOTE_MESSAGES.phone.title,
    );
  });
  it("refuses counts that are not whole numbers and unknown options", () => {
    const bad = form([
      ["servicesNeeded", "parking_lot"],
      ...Object.entries(contact),
      ["details.numberOfStalls", "-3"],
      ["details.parkingLotMaterial", "gold"],
    ]);
    expect(bad.status).toBe("error");
    const reply = bad.reply();
    // A refusal carries its title and description as data (decision 025).
    expect(reply.error?.[""]).toEqual([
      QUOTE_MESSAGES.details.title,
      QUOTE_MESSAGES.details.description,
    ]);
    expect(reply.error?.["details.numberOfStalls"]?.[0]).toMatch(/whole number/);
    expect(reply.error?.["details.parkingLotMaterial"]?.[0]).toMatch(/listed options/);
  });
  it("limits lengths", () => {
    expect(
      quoteSchema.safeParse({
        ...contact,
        servicesNeeded: ["roadway"],
        customerName: "x".repeat(101),
      }).success,
    ).toBe(false);
  });
});
