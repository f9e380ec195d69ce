/** The words of the demo reviews: titles and lines by mood and project type. */
import type { REVIEW_PROJECT_TYPES } from "~/lib/options";

export type ProjectType = (typeof REVIEW_PROJECT_TYPES)[number]["value"];
export type Mood = "positive" | "mixed" | "negative";

export const TITLES: Record<Mood, readonly string[]> = {
  positive: [
    "Crisp lines, right on schedule",
    "Highly recommend",
    "Professional crew from start to finish",
    "Best striping contractor we've used",
    "Reliable and responsive",
    "Would hire again",
    "Fair price, quality work",
    "Quick turnaround",
    "Knowledgeable and easy to work with",
    "They showed up when they said they would",
  ],
  mixed: [
    "Good work, slow to schedule",
    "Decent job overall",
    "Lines fine, communication lacking",
    "Okay, but pricey",
    "Solid work with a few touch-ups needed",
    "Good result after a rocky start",
  ],
  negative: [
    "Missed the scheduled date twice",
    "Paint faded within months",
    "Overspray on curbs and cars",
    "Would not use again",
    "Poor communication",
    "Crooked lines, slow to fix",
    "Final bill did not match the quote",
  ],
};

/** Positive titles that name the kind of job, used for about half of positive reviews. */
export const PROJECT_TITLES: Record<ProjectType, readonly string[]> = {
  "parking-lot": [
    "Great job on our parking lot",
    "Finished overnight with zero disruption",
    "Made our lot look new again",
    "Excellent ADA upgrade",
    "Lines look brand new",
  ],
  "road-marking": [
    "Outstanding road striping work",
    "Bright lines, safe work zone",
    "Great crosswalks near the school",
  ],
  sealcoating: ["Lot looks brand new", "Sealcoat and striping done in one weekend"],
  signage: ["New signs look great", "Signs and stencils done right"],
  other: ["Great job on a specialty project", "Exactly what we needed"],
};

export const PROJECT_LINES: Record<ProjectType, readonly string[]> = {
  "parking-lot": [
    "They restriped our {stalls}-stall lot overnight so the store opened on time.",
    "The crew laid out a new stall pattern and we gained {extra} spaces without repaving.",
    "Stalls, arrows and the fire lane curbs all look sharp, and the ADA spaces and access aisles are marked correctly now.",
    "Our HOA lot had faded so badly residents were parking crooked; the new lines fixed that immediately.",
    "They worked around our tenants by splitting the lot into two nights.",
    "Stencils for the compact and EV spaces came out clean and easy to read.",
  ],
  "road-marking": [
    "They handled centerlines and edge lines on {miles} miles of county road with traffic control in place the whole time.",
    "The thermoplastic crosswalks and stop bars near the school are very visible at night.",
    "Long-line crew moved fast and the lines were dry before traffic reached them.",
    "They restriped our subdivision streets after the overlay and matched the city's layout exactly.",
    "Retroreflectivity readings came in well above the spec on the final inspection.",
  ],
  sealcoating: [
    "They filled the cracks, sealcoated and restriped the whole lot over one weekend.",
    "Two coats of sealer went on evenly and the new striping really pops against the black.",
    "They coordinated the sealcoat and the restripe so we only had to close the lot once.",
  ],
  signage: [
    "They replaced our faded stop and no-parking signs and repainted the matching stencils.",
    "New ADA signs went in at the right height, and the posts are set straight.",
    "They handled the sign permits with the city, which saved us a lot of time.",
  ],
  other: [
    "They painted pickleball and basketball lines on our community courts.",
    "Warehouse floor markings for forklift lanes and pedestrian walkways came out great.",
    "Hydroblasting removed the old layout without leaving ghost lines on the concrete.",
    "They marked our loading dock and truck court, including the no-parking hatching.",
  ],
};

export const GENERAL_LINES: Record<Mood, readonly string[]> = {
  positive: [
    "{foreman}, the foreman, walked the site with us beforehand and explained everything.",
    "The price matched the quote exactly.",
    "They cleaned up after themselves and left nothing behind.",
    "Communication was excellent from the quote to the final walk-through.",
    "We will use them again next season.",
    "The crew was courteous to our tenants the whole time.",
    "Scheduling was easy and they finished a day early.",
    "They pointed out a drainage issue we had missed, no charge.",
    "Our property manager has already recommended them to two other sites.",
  ],
  mixed: [
    "The work itself was good, but it took three weeks to get on their schedule.",
    "A few stencils were slightly off and they came back to fix them.",
    "Quality is fine, although the price was higher than the other bids we received.",
    "The crew was friendly but showed up much later than planned.",
    "Lines look good, but we had to chase them for the invoice and the warranty paperwork.",
  ],
  negative: [
    "They rescheduled twice with no notice, and our tenants moved their cars for nothing.",
    "Within four months the paint was worn through in the drive lanes.",
    "There was overspray on the curbs and on one tenant's car.",
    "Several lines were visibly crooked and it took weeks to get a callback.",
    "The final invoice was higher than the quote with no explanation.",
    "Nobody set out cones, and cars drove through the wet paint.",
  ],
};

// prettier-ignore
export const ORGANIZATIONS = [
  "Maple Grove HOA", "Sunrise Plaza Management", "Riverside Community Church",
  "Lakeview Apartments", "Oak Hill Elementary PTA", "Harbor Point Storage",
  "Cedar Ridge Medical Center", "Township Public Works", "Pinecrest Shopping Center",
  "Northgate Business Park",
];

export const MATERIALS_LINES: Record<Mood, readonly string[]> = {
  positive: [
    "Order shipped the same day and the thermoplastic melted evenly in our kettle.",
    "Their rep helped us pick the right bead gradation for a wet-night spec.",
    "Paint sprayed cleanly through our airless rig with no clogging all season.",
    "Equipment arrived set up and ready to run, and service has been quick.",
    "Pricing on full pallets was better than our previous distributor.",
  ],
  mixed: [
    "Product is good but the delivery window kept slipping.",
    "Good selection, although a few items were back-ordered mid-season.",
  ],
  negative: [
    "Two pails of paint arrived damaged and the replacement took two weeks.",
    "Parts for our striper took far too long to come in.",
  ],
};

export const MATERIALS_TITLES: Record<Mood, readonly string[]> = {
  positive: ["Reliable supplier", "Great product support", "Fast shipping", "Quality materials"],
  mixed: ["Good products, slow delivery", "Mostly positive"],
  negative: ["Delivery problems", "Slow parts service"],
};
