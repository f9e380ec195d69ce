/**
 * The 23 materials and equipment suppliers of the demo directory. The companies are fictional;
 * contact details use the reserved 555-01XX numbers and example.com / .net / .org hosts.
 */
import type {
  MATERIALS_CERTIFICATIONS,
  MATERIALS_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
  MATERIALS_PRODUCTS,
  SubscriptionTier,
} from "../../app/lib/options";
import { companySlug } from "../../app/lib/slug";
import { reservedPhone, webPresence } from "./contact";
import { findCity } from "./geo";
import { createRandom, dateBetween, hashSeed, utc } from "./random";
import type { MaterialsSeed } from "./types";

export type { MaterialsSeed } from "./types";

type Product = (typeof MATERIALS_PRODUCTS)[number] | (typeof MATERIALS_EDIT_PRODUCTS)[number];
type Certification = (typeof MATERIALS_CERTIFICATIONS)[number];
type MaterialsType = (typeof MATERIALS_COMPANY_TYPES)[number];

interface MaterialsEntry {
  name: string;
  city: string;
  state: string;
  type: MaterialsType;
  products: Product[];
  certifications: Certification[];
  year: number;
  verified: boolean;
  tier: SubscriptionTier;
  description: string;
}

const ENTRIES: MaterialsEntry[] = [
  {
    name: "Meridian Traffic Coatings",
    city: "Houston",
    state: "TX",
    type: "Manufacturer",
    products: ["Paint", "Primer", "Sealant"],
    certifications: ["ISO 9001", "DOT Approved", "AASHTO Compliant"],
    year: 1987,
    verified: true,
    tier: "vip",
    description:
      "Meridian blends waterborne and solvent traffic paints for state DOTs, counties and striping contractors across the South. Fast-dry and high-build formulas ship in 5-gallon pails, drums and bulk totes from our Houston plant.",
  },
  {
    name: "Brightway Thermoplastics",
    city: "Jacksonville",
    state: "FL",
    type: "Manufacturer",
    products: ["Thermoplastic", "Preformed Markings", "Primer"],
    certifications: ["ISO 9001", "FHWA Certified", "AASHTO Compliant", "Buy America Compliant"],
    year: 1994,
    verified: true,
    tier: "premium",
    description:
      "Brightway produces alkyd and hydrocarbon thermoplastic in block and bagged form, plus preformed crosswalk bars, arrows and legends. Technical reps help contractors dial in kettle temperatures and bead drop rates on the job.",
  },
  {
    name: "ClearSight Glass Beads Inc.",
    city: "Toledo",
    state: "OH",
    type: "Manufacturer",
    products: ["Glass Beads"],
    certifications: ["AASHTO Compliant", "ISO 9001", "Buy America Compliant"],
    year: 1968,
    verified: true,
    tier: "free",
    description:
      "ClearSight makes drop-on and intermix glass beads for paint, thermoplastic and epoxy markings, including large wet-reflective gradations. Every lot is tested for gradation, roundness and heavy-metal content before it ships.",
  },
  {
    name: "LineMaster Equipment Co.",
    city: "Minneapolis",
    state: "MN",
    type: "Manufacturer",
    products: ["Equipment", "Striping Machines", "Tools", "Road Marking Equipment"],
    certifications: ["ANSI Standards"],
    year: 1975,
    verified: true,
    tier: "premium",
    description:
      "LineMaster builds walk-behind and ride-on airless stripers, bead dispensers and layout tools for parking lot and roadway crews. Parts and repair service are available for most major brands.",
  },
  {
    name: "Pacific Striping Supply",
    city: "Sacramento",
    state: "CA",
    type: "Distributor",
    products: ["Paint", "Glass Beads", "Tools", "Safety Equipment"],
    certifications: ["DOT Approved"],
    year: 2003,
    verified: true,
    tier: "free",
    description:
      "Pacific Striping Supply stocks low-VOC traffic paint, beads, stencils and crew safety gear for contractors from the Central Valley to the Bay Area. Will-call orders are usually ready the same morning.",
  },
  {
    name: "Southeastern Pavement Supply",
    city: "Atlanta",
    state: "GA",
    type: "Distributor",
    products: ["Paint", "Thermoplastic", "Glass Beads", "Primer"],
    certifications: ["DOT Approved", "Buy America Compliant"],
    year: 1998,
    verified: true,
    tier: "free",
    description:
      "A regional distributor of pavement marking materials with warehouses serving Georgia, Alabama and the Carolinas. We carry DOT-qualified paint and thermoplastic and can deliver full truckloads to job sites.",
  },
  {
    name: "Keystone Marking Materials",
    city: "Harrisburg",
    state: "PA",
    type: "Supplier",
    products: ["Paint", "Thermoplastic", "Reflective Tape"],
    certifications: ["DOT Approved"],
    year: 1982,
    verified: false,
    tier: "free",
    description:
      "Keystone supplies paint, thermoplastic and removable work zone tape to contractors throughout Pennsylvania. Our counter staff have run striping crews themselves and can help match materials to the spec.",
  },
  {
    name: "Red River Traffic Products",
    city: "Oklahoma City",
    state: "OK",
    type: "Distributor",
    products: ["Traffic Cones", "Safety Equipment", "Tools", "Equipment"],
    certifications: ["ANSI Standards"],
    year: 1991,
    verified: false,
    tier: "free",
    description:
      "Red River distributes channelizing devices, high-visibility apparel and striping tools to contractors and municipal crews. Bulk pricing is available on cones, drums and barricades.",
  },
  {
    name: "Summit Hydroblast Systems",
    city: "Denver",
    state: "CO",
    type: "Manufacturer",
    products: ["Equipment", "Hydroblasting Equipment"],
    certifications: ["ISO 9001", "ANSI Standards"],
    year: 2009,
    verified: true,
    tier: "vip",
    description:
      "Summit designs truck-mounted ultra-high-pressure water blasting systems for line removal and surface preparation, with onboard vacuum recovery. Training and rental units are available for contractors new to hydroblasting.",
  },
  {
    name: "Gulf Shore Sealants",
    city: "Mobile",
    state: "AL",
    type: "Manufacturer",
    products: ["Sealant", "Sealers", "Primer"],
    certifications: ["ISO 9001"],
    year: 1979,
    verified: false,
    tier: "free",
    description:
      "Gulf Shore manufactures asphalt emulsion sealcoats, crack fillers and concrete primers for pavement maintenance contractors. Products are formulated for hot, humid Gulf Coast conditions.",
  },
  {
    name: "Lakeshore Striping Supply",
    city: "Grand Rapids",
    state: "MI",
    type: "Supplier",
    products: ["Paint", "Glass Beads", "Tools", "Primer"],
    certifications: [],
    year: 2011,
    verified: false,
    tier: "free",
    description:
      "Lakeshore is a contractor-focused supply house for parking lot stripers in West Michigan. We keep stencils, layout chalk, paint and beads on the shelf through the whole striping season.",
  },
  {
    name: "Desert Line Supply",
    city: "Phoenix",
    state: "AZ",
    type: "Supplier",
    products: ["Paint", "Thermoplastic", "Glass Beads", "Equipment"],
    certifications: ["DOT Approved"],
    year: 2006,
    verified: true,
    tier: "free",
    description:
      "Desert Line Supply carries heat-stable paint and thermoplastic suited to Southwest pavement temperatures, along with beads and used striping equipment. Early-morning pickup hours match summer work schedules.",
  },
  {
    name: "Cascade Reflective Products",
    city: "Tacoma",
    state: "WA",
    type: "Manufacturer",
    products: ["Reflective Tape", "Preformed Markings", "Adhesives"],
    certifications: ["FHWA Certified", "ISO 9001", "AASHTO Compliant"],
    year: 1996,
    verified: true,
    tier: "premium",
    description:
      "Cascade manufactures preformed pavement marking tape, inlaid crosswalk bars and the adhesives used to bond them. Wet-reflective tape options are designed for the rainy Pacific Northwest.",
  },
  {
    name: "Tri-State Striping Equipment",
    city: "Indianapolis",
    state: "IN",
    type: "Distributor",
    products: ["Equipment", "Striping Machines", "Road Marking Equipment", "Tools"],
    certifications: ["ANSI Standards"],
    year: 1988,
    verified: true,
    tier: "free",
    description:
      "Tri-State sells and services striping machines from handheld units to long-line trucks, with a full parts counter and loaner program. Field technicians cover Indiana, Ohio and Kentucky.",
  },
  {
    name: "Carolina Traffic Supply",
    city: "Charlotte",
    state: "NC",
    type: "Distributor",
    products: ["Paint", "Thermoplastic", "Glass Beads", "Safety Equipment"],
    certifications: ["DOT Approved", "Buy America Compliant"],
    year: 2001,
    verified: false,
    tier: "free",
    description:
      "Carolina Traffic Supply distributes NCDOT- and SCDOT-qualified marking materials along with crew safety equipment. Job-site delivery is available across both Carolinas.",
  },
  {
    name: "Volunteer Pavement Products",
    city: "Nashville",
    state: "TN",
    type: "Supplier",
    products: ["Paint", "Sealant", "Primer", "Tools"],
    certifications: [],
    year: 2014,
    verified: false,
    tier: "free",
    description:
      "Volunteer Pavement Products supplies striping paint, sealcoat and crack-fill materials to small contractors and property maintenance companies in Middle Tennessee.",
  },
  {
    name: "Heartland Coatings Group",
    city: "Kansas City",
    state: "MO",
    type: "Manufacturer",
    products: ["Paint", "Primer"],
    certifications: ["ISO 9001", "DOT Approved", "FHWA Certified", "Buy America Compliant"],
    year: 1955,
    verified: true,
    tier: "premium",
    description:
      "Heartland has made traffic paint since 1955 and today focuses on high-build waterborne formulas for state highway programs. Our lab runs no-track, bead retention and durability testing on every batch.",
  },
  {
    name: "Garden State Marking Supply",
    city: "Newark",
    state: "NJ",
    type: "Supplier",
    products: ["Paint", "Reflective Tape", "Traffic Cones", "Tools"],
    certifications: [],
    year: 2017,
    verified: false,
    tier: "free",
    description:
      "Garden State Marking Supply serves striping and paving contractors across North Jersey with paint, temporary tape, cones and layout tools. Small orders are welcome.",
  },
  {
    name: "Empire Road Products",
    city: "Albany",
    state: "NY",
    type: "Distributor",
    products: ["Thermoplastic", "Glass Beads", "Preformed Markings", "Equipment"],
    certifications: ["DOT Approved", "AASHTO Compliant"],
    year: 1972,
    verified: true,
    tier: "free",
    description:
      "Empire distributes thermoplastic, preformed markings and application equipment to contractors working on state and municipal contracts across upstate New York and New England.",
  },
  {
    name: "Old Dominion Safety Supply",
    city: "Richmond",
    state: "VA",
    type: "Supplier",
    products: ["Safety Equipment", "Traffic Cones", "Tools", "Equipment"],
    certifications: ["ANSI Standards"],
    year: 2008,
    verified: false,
    tier: "free",
    description:
      "Old Dominion Safety Supply outfits work zone and striping crews with ANSI-rated apparel, cones, arrow boards and signs. Rental options are available for short-term traffic control jobs.",
  },
  {
    name: "Badger Line Equipment",
    city: "Milwaukee",
    state: "WI",
    type: "Manufacturer",
    products: ["Equipment", "Striping Machines", "Hydroblasting Equipment"],
    certifications: ["ISO 9001", "ANSI Standards", "Buy America Compliant"],
    year: 1961,
    verified: true,
    tier: "free",
    description:
      "Badger Line builds heavy-duty long-line striping trucks and removal equipment to order. Units are assembled in Wisconsin and backed by a nationwide service network.",
  },
  {
    name: "Wasatch Striping Supply",
    city: "Salt Lake City",
    state: "UT",
    type: "Distributor",
    products: ["Paint", "Glass Beads", "Sealant", "Tools"],
    certifications: ["DOT Approved"],
    year: 2012,
    verified: false,
    tier: "free",
    description:
      "Wasatch Striping Supply distributes paint, beads and sealcoat products across Utah, Idaho and Nevada. We stock cold-weather paint formulas for shoulder-season work.",
  },
  {
    name: "Lone Star Bead & Coating",
    city: "San Antonio",
    state: "TX",
    type: "Supplier",
    products: ["Glass Beads", "Paint", "Thermoplastic"],
    certifications: ["AASHTO Compliant"],
    year: 2020,
    verified: false,
    tier: "free",
    description:
      "Lone Star Bead & Coating supplies glass beads, paint and thermoplastic to striping contractors in South and Central Texas, with next-day delivery inside the San Antonio metro.",
  },
];

const CREATED_FROM = utc(2022, 2, 1);
const CREATED_TO = utc(2025, 12, 31);
const UPDATED_MAX = utc(2026, 10, 31);

/** The 23 materials companies, deterministic for a given seed. */
export function generateMaterialsCompanies(seed = 831): MaterialsSeed[] {
  const rng = createRandom(hashSeed(seed, "materials"));
  return ENTRIES.map((e) => {
    const place = findCity(e.city, e.state);
    const contact = webPresence(rng, e.name);
    const createdAt = dateBetween(rng, CREATED_FROM, CREATED_TO);
    const updatedAt = dateBetween(rng, createdAt.getTime(), UPDATED_MAX);
    const isClaimed = e.tier !== "free" || rng.chance(0.2);
    return {
      directory: "materials",
      name: e.name,
      slug: companySlug(e.name, e.city, e.state),
      location: e.city,
      state: e.state,
      phone: reservedPhone(rng, e.state),
      email: contact.email,
      website: contact.website,
      description: e.description,
      services: [],
      products: [...e.products],
      certifications: [...e.certifications],
      companyType: e.type,
      yearEstablished: e.year,
      isClaimed,
      isVerified: e.verified,
      subscriptionTier: e.tier,
      searchPriority: e.tier === "vip" ? 5 : e.tier === "premium" ? 2 : 0,
      receiveQuotes: rng.chance(0.85),
      latitude: place.latitude,
      longitude: place.longitude,
      customBrandColor: e.tier === "vip" ? rng.pick(["#0f766e", "#1d4ed8", "#b45309"]) : null,
      createdAt,
      updatedAt,
    };
  });
}
