/**
 * Blog posts for the demo site. Paragraphs are separated by single newlines (the post page
 * splits content into paragraphs by line). All posts but one are published; one is a draft.
 */
import type { BLOG_CATEGORIES } from "~/lib/options";
import { utc } from "./random";

export interface BlogPostSeed {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  authorTitle: string | null;
  category: (typeof BLOG_CATEGORIES)[number];
  tags: string[];
  featuredImage: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  viewCount: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface Draft extends Omit<BlogPostSeed, "content" | "createdAt" | "updatedAt"> {
  paragraphs: string[];
}

const POSTS: Draft[] = [
  {
    title: "MUTCD 11th Edition: What the Adoption Deadline Means for Striping Contractors",
    slug: "mutcd-11th-edition-adoption-deadline",
    excerpt:
      "The first full rewrite of the MUTCD since 2009 is now the rule in every state. Here is what changed for pavement markings and how contractors should prepare their bids, crews and layouts.",
    author: "Marcus Reyes",
    authorTitle: "Traffic Engineer, P.E.",
    category: "Regulations",
    tags: ["MUTCD", "regulations", "pavement markings", "state DOT"],
    featuredImage: "mutcd",
    isPublished: true,
    isFeatured: true,
    viewCount: 4182,
    publishedAt: new Date(utc(2025, 2, 11, 14)),
    paragraphs: [
      "The Federal Highway Administration published the 11th Edition of the Manual on Uniform Traffic Control Devices in December 2023, and it took effect on January 18, 2024. It is the first complete rewrite of the manual since 2009. For anyone who puts lines on pavement, the MUTCD is the rulebook that matters most: it is the national standard for every sign, signal and marking on roads open to public travel, including many privately owned roads and parking areas that the public uses.",
      "Federal rules give each state two years to catch up with a new edition. By January 18, 2026, every state had to adopt the 11th Edition, either as published, with a state supplement, or as a state manual in substantial conformance with the national one. Some states adopted early and others used the whole window, so for a while contractors working across state lines dealt with two editions at once. Projects let before a state's adoption date can still reference the older manual, so the contract documents, not the calendar, tell you which edition governs a given job.",
      "For pavement markings, much of the change is organization and clarity rather than brand-new requirements. The minimum retroreflectivity provisions that FHWA added to the 2009 edition in 2022 carry forward, which means agencies must use an approved method to keep longitudinal lines above minimum brightness levels. The new edition also gives more weight to wider 6-inch longitudinal lines on freeways, expressways and other higher-speed roads, reflecting research that links wider lines to fewer lane-departure crashes. Green colored pavement for bicycle lanes, which many cities used for years under an interim approval, is now part of the manual itself.",
      "The 11th Edition also adds a new part on automated vehicles. For now it is mostly general guidance, but its message is one striping contractors already know: consistent, well-maintained markings help machine vision systems just as they help human drivers.",
      "What should a contractor do in practice? Start with the supplement or state manual for each state you work in, because that is where state-specific line widths, colors, word markings and typical layouts live. Update the layout templates and stencil inventories your crews use, and check that estimators price the line widths the plans actually call for; a switch from 4-inch to 6-inch lines is half again as much material per foot. Brief foremen on changes that affect their daily work, especially crosswalk patterns, bike lane markings and the layouts around intersections.",
      "Finally, keep records. Agencies increasingly ask for documentation showing that markings were installed to the edition and specification in the contract, including material certifications and initial retroreflectivity readings. Contractors who can hand those over without scrambling are the ones who get invited to bid again.",
    ],
  },
  {
    title: "Minimum Retroreflectivity for Pavement Markings: A Practical Guide",
    slug: "minimum-retroreflectivity-pavement-markings-guide",
    excerpt:
      "Federal rules now set minimum brightness levels for longitudinal pavement markings. We explain the numbers, the exceptions and the methods agencies can use to stay compliant.",
    author: "Marcus Reyes",
    authorTitle: "Traffic Engineer, P.E.",
    category: "Regulations",
    tags: ["retroreflectivity", "MUTCD", "glass beads", "night visibility"],
    featuredImage: "retroreflectivity",
    isPublished: true,
    isFeatured: false,
    viewCount: 2967,
    publishedAt: new Date(utc(2025, 4, 8, 15)),
    paragraphs: [
      "A pavement marking that looks fine at noon can be nearly invisible at night. What makes a line visible after dark is retroreflectivity: the ability of the glass beads embedded in the marking to send headlight beams back toward the driver's eyes. In August 2022, FHWA amended the MUTCD to require agencies to maintain minimum retroreflectivity for longitudinal pavement markings, and the 11th Edition carries that requirement forward.",
      "The numbers are expressed in millicandelas per square meter per lux, usually written mcd/m²/lx. On roads with a posted speed limit of 35 mph or more, longitudinal markings must be kept at or above 50 mcd/m²/lx. On roads posted at 70 mph or more, the minimum is 100 mcd/m²/lx. New markings typically start several times brighter than that; many state specifications set much higher initial values for acceptance.",
      "The rule does not apply everywhere. Exceptions include roads with continuous roadway lighting, roads carrying fewer than 6,000 vehicles per day, dotted extension lines, curb markings, parking space markings and shared-use paths. Word and symbol markings are not covered by the numeric minimums either, although they still need to be visible to do their job.",
      "Agencies are not required to measure every mile. The MUTCD allows several assessment and management methods: measuring retroreflectivity with handheld or mobile retroreflectometers, calibrated visual nighttime inspections, replacing markings on a schedule based on their expected service life, blanket replacement of all markings in an area at set intervals, monitoring control markings that represent the rest of the network, or other methods based on an engineering study. Agencies were given four years from the rule's effective date to put a method in place.",
      "Measurement follows a standard geometry that simulates what a driver sees at about 30 meters ahead, so readings from different instruments can be compared. Mobile units mounted on a vehicle can survey hundreds of miles a night at traffic speed, which is why many larger agencies now contract out annual condition surveys and use the results to plan restriping.",
      "For contractors, the practical consequences are straightforward. Bead type, bead application rate and embedment depth matter more than ever, because a line that meets the initial specification but loses its beads in the first winter will fall below the minimum early. Expect more owners to require initial retroreflectivity readings at acceptance and to hold warranty claims against later readings. Keep your bead guns calibrated, watch paint film thickness, and record readings on your own jobs; a few minutes with a handheld unit can settle a dispute before it starts.",
    ],
  },
  {
    title: "ADA Parking Lot Striping: Getting the Counts, Sizes and Access Aisles Right",
    slug: "ada-parking-lot-striping-requirements",
    excerpt:
      "Restriping is the moment most parking lots fall into or out of ADA compliance. A walk through the 2010 Standards for accessible spaces, van spaces, access aisles and signs.",
    author: "Dana Whitfield",
    authorTitle: "Senior Editor",
    category: "Regulations",
    tags: ["ADA", "parking lots", "accessibility", "restriping"],
    featuredImage: "ada-parking",
    isPublished: true,
    isFeatured: false,
    viewCount: 5310,
    publishedAt: new Date(utc(2025, 6, 17, 13)),
    paragraphs: [
      "For most businesses, the parking lot is the first part of the property a customer with a disability encounters, and the stripes on it determine whether that visit starts well. The 2010 ADA Standards for Accessible Design set the rules for accessible parking, and the Department of Justice has made clear that restriping a lot is an occasion to bring its accessible spaces up to those standards.",
      "Start with the count. The required number of accessible spaces depends on the total number of spaces in each parking facility: one for 1 to 25 spaces, two for 26 to 50, three for 51 to 75, four for 76 to 100, and so on up the table to 2 percent of the total for lots of 501 to 1,000 spaces. Hospital outpatient facilities and rehabilitation facilities have higher percentages. Of the accessible spaces, at least one in every six, and never fewer than one, must be van accessible.",
      "Next, the dimensions. A standard accessible car space must be at least 96 inches wide. A van accessible space must be at least 132 inches wide with a 60-inch access aisle, or 96 inches wide with a 96-inch access aisle. Access aisles must be at least 60 inches wide, run the full length of the parking space, and be marked so as to discourage parking in them, which in practice means diagonal hatching. Two accessible spaces may share one access aisle.",
      "Slope and location matter as much as paint. Parking spaces and access aisles may not be steeper than 1:48 in any direction, which rules out many spots near a sloped entrance. Accessible spaces belong on the shortest accessible route to an accessible entrance, and the access aisle must connect to that route without forcing someone to wheel behind parked cars. Van spaces in garages need 98 inches of vertical clearance along the route to them.",
      "Each accessible space needs a sign with the International Symbol of Accessibility mounted so that the bottom of the sign is at least 60 inches above the ground, where a parked car will not hide it. Van accessible spaces also need a sign that says so. Pavement symbols are common, but they do not replace the sign.",
      "State and local codes often go further. California, for example, requires specific wording painted in the access aisle and has its own sign requirements, and many cities specify colors or stall lengths. A good striping contractor will check the local code before laying out the lot, and will flag slope or route problems rather than simply repainting old spaces in the same place. A few hours of layout work up front is far cheaper than a complaint or a lawsuit later.",
    ],
  },
  {
    title: "Thermoplastic vs. Paint: Choosing the Right Marking Material",
    slug: "thermoplastic-vs-paint-marking-materials",
    excerpt:
      "Waterborne paint is cheap and fast; thermoplastic lasts years longer. How to weigh cost, durability, surface and traffic when choosing between them, and when to look at alternatives.",
    author: "Tom Brennan",
    authorTitle: "Contributing Writer and former striping contractor",
    category: "Technology",
    tags: ["thermoplastic", "paint", "materials", "life-cycle cost"],
    featuredImage: "thermoplastic",
    isPublished: true,
    isFeatured: true,
    viewCount: 6894,
    publishedAt: new Date(utc(2025, 3, 4, 16)),
    paragraphs: [
      "Every striping bid starts with the same question: what goes on the pavement? For most jobs the answer is either waterborne paint or thermoplastic, and choosing well depends on traffic, surface, climate and how long the owner wants the lines to last.",
      "Waterborne traffic paint is the workhorse of the industry. It is applied cold through airless spray equipment, typically at around 15 mils wet thickness for standard work or 20 to 30 mils for high-build formulations, with glass beads dropped onto the wet film. Fast-dry formulas can be no-track in a few minutes in good weather. Paint is the least expensive material per foot, easy to apply on almost any surface, and the standard choice for parking lots. Its weakness is durability: on busy roads it may need repainting every year or two, and snowplows wear it quickly.",
      "Thermoplastic is a solid mix of resin binder, pigment, fillers and glass beads that is melted in a kettle at roughly 400 degrees Fahrenheit and applied hot, usually extruded or ribbon-applied at 90 to 125 mils thick. It bonds by fusing with asphalt pavement, sets within minutes as it cools, and carries beads mixed throughout, so fresh beads are exposed as the surface wears. On roads and crosswalks it commonly lasts several times as long as paint, which is why agencies use it for high-traffic lines, crosswalks, stop bars and legends.",
      "Thermoplastic has its own limits. It costs considerably more per foot and needs specialized equipment and trained operators. It bonds best to asphalt; on concrete or aged asphalt, a primer or sealer is normally required. Pavement and air temperatures need to be above the specification minimum, and moisture in the pavement causes bonding failures. In areas with heavy snowplow traffic, thick lines can be sheared off unless they are installed in grooves cut into the pavement.",
      "The fair comparison is cost per year of service, not cost per foot. A parking lot that gets restriped every other year anyway rarely justifies thermoplastic. A high-volume arterial that would otherwise need repainting every season often does, especially once lane closures, traffic control and crew time are counted. For crosswalks and symbols, preformed thermoplastic heated into place with a torch is often the most practical option.",
      "Other durable materials are worth knowing: two-part epoxy, polyurea and methyl methacrylate each offer long service lives and suit particular surfaces or climates. Whatever the material, the fundamentals decide the outcome: a clean, dry surface, correct thickness, the right bead package, and application within the manufacturer's temperature range.",
    ],
  },
  {
    title: "Waterborne Traffic Paint Comes of Age",
    slug: "waterborne-traffic-paint",
    excerpt:
      "Low-VOC waterborne paint now dominates pavement marking. Here is how it dries, where it struggles, and how crews get the best results from it.",
    author: "Dana Whitfield",
    authorTitle: "Senior Editor",
    category: "Technology",
    tags: ["waterborne paint", "VOC", "materials", "application"],
    featuredImage: "waterborne-paint",
    isPublished: true,
    isFeatured: false,
    viewCount: 1875,
    publishedAt: new Date(utc(2025, 8, 26, 14)),
    paragraphs: [
      "A generation ago, most traffic paint was solvent-based. Today waterborne acrylic paint is the standard for both roads and parking lots, and the main reason is air quality. Solvent paints release large amounts of volatile organic compounds as they dry, and federal rules adopted in 1998 cap traffic marking coatings at 150 grams of VOC per liter, with some state and regional air districts setting tighter limits. Waterborne paint meets those limits easily.",
      "Early waterborne paints dried slowly and washed out in the rain, which earned them a poor reputation with crews. Modern fast-dry formulations work differently. Their acrylic emulsion is stabilized with a volatile base, and as that evaporates after application the emulsion destabilizes and the film sets quickly, long before all the water has left. In warm, dry weather a properly applied line can be no-track within a couple of minutes, so traffic can return almost immediately.",
      "Weather is still the biggest variable. Most waterborne paints need air and surface temperatures of at least 50 degrees Fahrenheit, and high humidity slows drying because water leaves the film more slowly. Paint applied late on a cool, damp evening may stay soft long enough for tires to track it. Some manufacturers offer formulations rated for lower temperatures, which help stretch the season, but no formula tolerates rain on a fresh line or paint applied to damp pavement.",
      "Film thickness and beads decide how long a line lasts. Standard applications run around 15 mils wet; high-build paints are applied at 20 to 30 mils and can hold larger beads, which improves night visibility and durability, especially in wet conditions. The beads should embed to roughly half their diameter: too shallow and traffic knocks them loose, too deep and they cannot reflect light.",
      "Equipment care is simpler than with solvent paint, since tools and lines clean up with water, but waterborne paint punishes neglect in other ways. It must not freeze in storage, and partially used containers can skin over. Pumps and guns need flushing at the end of the day, and filters should be checked often. Crews switching from solvent products should also re-check pressure and tip sizes, since the paints atomize differently.",
      "For parking lots, waterborne paint is almost always the right choice. For roads it remains the most economical option, and on low-volume routes it is often the only sensible one. Knowing how it dries is the difference between a line that lasts two seasons and one that is tracked across the lot the same night.",
    ],
  },
  {
    title: "Lane Markings in the Age of Driver Assistance and Automated Vehicles",
    slug: "lane-markings-driver-assistance-automated-vehicles",
    excerpt:
      "Lane-keeping cameras read the same lines drivers do, only less forgivingly. Why marking quality, contrast and maintenance matter more as vehicles get smarter.",
    author: "Priya Natarajan",
    authorTitle: "Transportation Technology Writer",
    category: "Technology",
    tags: ["automated vehicles", "ADAS", "lane markings", "contrast"],
    featuredImage: "autonomous",
    isPublished: true,
    isFeatured: false,
    viewCount: 3422,
    publishedAt: new Date(utc(2025, 10, 14, 15)),
    paragraphs: [
      "Millions of vehicles on the road today have lane departure warning or lane keeping assist. Most of these systems use a forward-facing camera that finds the painted lines and estimates where the vehicle sits between them. When the lines are crisp and continuous, the system works. When they are faded, patched or missing, it may warn at the wrong moment, hand control back to the driver, or quietly stop working.",
      "This makes pavement markings part of the infrastructure for vehicle automation, and the industry has noticed. The 11th Edition of the MUTCD added a part devoted to automated vehicles. Its provisions are general for now, but they point in the direction road agencies and automakers have been discussing for years: uniform, well-maintained markings serve human drivers and machines alike.",
      "What helps a camera is much the same as what helps a person. Contrast between line and pavement is essential; on light-colored concrete, a white line can almost disappear in bright sun, which is why many agencies use contrast markings with black borders on either side of the white line. Width helps too, and 6-inch longitudinal lines are easier for both drivers and cameras to detect than 4-inch ones. Continuity matters: gaps, worn sections and old lines that were ground off but still visible can all confuse detection.",
      "Night and rain are the hardest conditions. A film of water can flood ordinary glass beads so that a line stops reflecting headlights. Wet-reflective optics, larger beads and raised pavement markers help human drivers in the rain and also give camera systems a better signal. Several research programs have tested how well vehicle systems detect markings of different widths, materials and conditions, and the broad finding is that detection improves as markings become wider, brighter and better maintained.",
      "For agencies, the practical message is that the maintenance they already owe drivers now pays off twice. Minimum retroreflectivity rules, regular condition surveys and prompt removal of conflicting markings all improve how reliably driver assistance systems can read the road. Work zones deserve special attention, because temporary markings and lane shifts are where human drivers and vehicle systems alike are most likely to be confused.",
      "For striping contractors, the trend favors quality over speed. Consistent line widths, clean edges, correct gaps on broken lines, and thorough removal of old markings used to be matters of craftsmanship and inspection. Increasingly they are also how a car decides where the lane is.",
    ],
  },
  {
    title: "Work Zone Safety for Mobile Striping Operations",
    slug: "work-zone-safety-mobile-striping",
    excerpt:
      "Long-line striping crews work in live traffic at slow speeds. The equipment, procedures and habits that keep them and drivers safe.",
    author: "Karen Liu",
    authorTitle: "Safety Consultant, CSP",
    category: "Safety",
    tags: ["work zone safety", "traffic control", "TMA", "crew safety"],
    featuredImage: "work-zone",
    isPublished: true,
    isFeatured: true,
    viewCount: 3756,
    publishedAt: new Date(utc(2025, 4, 22, 12)),
    paragraphs: [
      "Pavement marking crews face a hazard most construction workers do not: their work zone moves. A long-line striping truck travels at a few miles an hour in an open lane, often with traffic passing at highway speed on one side and a fresh wet line on the other. Work zone crashes kill hundreds of people in the United States every year, most of them drivers and passengers, and the moving nature of striping work makes it one of the most exposed jobs in the industry.",
      "The foundation is the traffic control plan. Part 6 of the MUTCD includes typical applications for mobile operations, and state DOTs add their own standards. For most multilane work that means at least one shadow vehicle behind the striper, equipped with a truck-mounted attenuator and an arrow board or other warning sign, spaced far enough back to protect the crew but close enough that drivers do not cut in between. On high-speed roads an additional advance warning vehicle further upstream gives drivers time to react.",
      "Cones protecting wet paint are another risk. Setting and retrieving cones by hand from a moving truck is one of the most common ways striping workers get hurt. Automated cone placement and retrieval systems reduce that exposure, and where cones are set manually crews should use platforms with fall protection and never work from the traffic side of the truck.",
      "Visibility matters for people as much as for lines. Workers on foot should wear high-visibility apparel meeting ANSI/ISEA 107, with Class 3 garments recommended at night and on high-speed roads. Night work brings its own problems: glare from work lights can blind approaching drivers if it is not aimed carefully, and fatigue builds quickly on long shifts.",
      "Striping equipment also carries hazards of its own. Thermoplastic is heated to around 400 degrees Fahrenheit, and burns from splashes or kettle leaks are serious; heat-resistant gloves, sleeves and face shields should be standard. Propane systems need regular inspection, and high-pressure paint lines can inject paint through skin, an injury that needs immediate medical attention even when it looks minor.",
      "Finally, communication keeps the convoy together. Drivers in the striper, the shadow vehicle and the advance vehicle should be in constant radio contact, agree in advance how to handle ramps, intersections and breakdowns, and stop the operation when conditions change. A five-minute tailgate briefing before each shift, covering the route, the traffic control setup and who does what if something goes wrong, is the cheapest safety equipment a crew can have.",
    ],
  },
  {
    title: "Hydroblasting Line Removal: Why Ghost Markings Are a Safety Problem",
    slug: "hydroblasting-line-removal-ghost-markings",
    excerpt:
      "Old lines that are ground off but still visible can lead drivers into the wrong lane. How high-pressure water blasting removes markings cleanly and what to look for in a removal contractor.",
    author: "Tom Brennan",
    authorTitle: "Contributing Writer and former striping contractor",
    category: "Safety",
    tags: ["hydroblasting", "line removal", "work zones", "ghost markings"],
    featuredImage: "hydroblasting",
    isPublished: true,
    isFeatured: false,
    viewCount: 2210,
    publishedAt: new Date(utc(2026, 1, 20, 14)),
    paragraphs: [
      "Every lane shift in a work zone and every redesigned intersection leaves behind markings that no longer apply. If those old lines are not removed properly, drivers may follow them instead of the new ones, especially at night, in rain, or with a low sun behind them. The MUTCD requires markings that are no longer applicable and might confuse road users to be removed or obliterated so they are unrecognizable as markings, and it does not accept painting over them with black paint or asphalt as a substitute for removal.",
      "The most common removal method is grinding, which cuts the marking away with rotating heads. It is fast and cheap, but it also removes pavement, and the resulting scar often has a different texture and color from the surrounding surface. In certain light these scars read as lines, the so-called ghost markings, and can be just as misleading as the paint they replaced. Grinding can also damage thin surface treatments such as chip seals and open-graded friction courses.",
      "Hydroblasting, or high-pressure water blasting, removes markings with water jets at pressures that can reach about 40,000 psi, delivered through rotating heads mounted on a truck. The water breaks the bond between the marking and the pavement and strips the material without grinding away the surrounding surface. An onboard vacuum system recovers the water and debris as it goes, leaving the surface clean and nearly dry. The result is far less scarring, which is why more agencies now specify water blasting where ghost markings are a concern.",
      "The method works on paint, thermoplastic, epoxy and tape, and on both asphalt and concrete. Productivity depends on the material and its thickness; thick thermoplastic takes more passes than paint. Operators need training, because the pressures involved can injure workers and damage pavement if the head lingers too long in one spot.",
      "Waste handling deserves attention. The slurry collected from removal contains paint, beads and pavement fines, and older markings may contain lead or other heavy metals, particularly yellow lines applied decades ago. Reputable contractors test when needed and dispose of the waste according to state and local rules.",
      "When hiring for removal work, ask what method the contractor proposes and why, whether they have worked on your surface type, how they capture and dispose of debris, and whether they can show examples of completed work at night. The best removal job is one nobody notices, because the only lines drivers can see are the ones they are supposed to follow.",
    ],
  },
  {
    title: "Planning Your Striping Season: Scheduling, Weather and Cure Times",
    slug: "planning-striping-season-scheduling-weather",
    excerpt:
      "Most striping happens in a narrow window of warm, dry weather. How owners and contractors can plan around temperatures, fresh pavement and busy calendars.",
    author: "Dana Whitfield",
    authorTitle: "Senior Editor",
    category: "Industry News",
    tags: ["scheduling", "weather", "sealcoating", "planning"],
    featuredImage: "parking-lot",
    isPublished: true,
    isFeatured: false,
    viewCount: 1438,
    publishedAt: new Date(utc(2026, 3, 3, 13)),
    paragraphs: [
      "In most of the country, pavement marking is a seasonal business. Paint and thermoplastic both have minimum temperature requirements, and neither tolerates wet pavement, so the practical season runs from mid-spring to late fall in northern states and year-round, with a rainy-season pause, in much of the South and Southwest. That compresses a year of demand into a few busy months, and owners who plan early get better dates and often better prices.",
      "Temperature is the first constraint. Most waterborne paints call for air and pavement temperatures of at least 50 degrees Fahrenheit and rising, and thermoplastic specifications typically set similar or higher pavement minimums. Cold nights in spring and fall shorten the working day, especially for night work on roads. Humidity and dew matter too: a lot that is dry at 3 p.m. can be damp at 10 p.m.",
      "Fresh pavement adds another wrinkle. New asphalt needs time before permanent markings go down, and many agencies require temporary markings on a new surface with permanent lines applied after a set waiting period. Sealcoat also needs to cure before striping; depending on the product and the weather, that usually means waiting at least a day. When a project includes paving, sealcoating and striping, a single coordinated schedule avoids the classic problem of a lot closed twice.",
      "Calendars drive the rest. Schools want their lots striped in summer. Retailers want to avoid the holiday season and weekends. Office parks and apartment complexes usually prefer nights or weekends so tenants are not displaced. Municipal road programs often follow paving contracts, which cluster in late summer and fall. Contractors fill their schedules accordingly, and by early summer the best crews are booked weeks out.",
      "A few habits make the season smoother. Keep a record of your lot layout, whether a CAD drawing or a set of measured photos, so restriping matches the original and accessible spaces stay in the right place. Ask for quotes in late winter for spring work. Agree on a rain plan in writing, including how rescheduling works and who moves vehicles. Plan for traffic control and tow notices where needed, and tell tenants or customers well in advance.",
      "For contractors, the season is a balancing act between booking enough work and leaving room for weather delays. Clear communication with customers about weather windows is the simplest way to keep a missed day from becoming a bad review.",
    ],
  },
  {
    title: "What Property Managers Should Ask Before Hiring a Striping Contractor",
    slug: "questions-before-hiring-striping-contractor",
    excerpt:
      "Not all restripes are equal. Ten questions that separate a lot that looks good for years from one that needs redoing next spring.",
    author: "Tom Brennan",
    authorTitle: null,
    category: "Industry News",
    tags: ["parking lots", "hiring", "property management", "restriping"],
    featuredImage: null,
    isPublished: true,
    isFeatured: false,
    viewCount: 2689,
    publishedAt: new Date(utc(2026, 5, 12, 15)),
    paragraphs: [
      "Restriping a parking lot looks simple from the outside: a crew shows up at night, and in the morning the lines are bright again. But the difference between a good job and a poor one shows up quickly, in lines that fade within months, stalls that do not match the original layout, or accessible spaces that no longer meet the code. A few questions before signing can prevent most of those problems.",
      "First, ask what material they will use and why. Waterborne paint is standard for most lots, but there are many grades. Ask about the paint brand, the application thickness, and whether they add glass beads for night visibility. A contractor who answers clearly usually knows what they are doing.",
      "Second, ask how they will handle the layout. Will they restripe exactly over the existing lines, or check that the layout still makes sense? Restriping is a chance to fix stall sizes, traffic flow and especially accessible parking. Ask whether they will verify the number, size and location of accessible spaces and access aisles against current standards and local code.",
      "Third, ask about surface preparation. Paint does not stick to dirt, oil or loose sealer. The lot should be swept or blown clean, and heavily worn areas may need extra attention. If sealcoating is part of the job, ask how long they wait between sealcoat and striping.",
      "Fourth, ask about scheduling and disruption. Who notifies tenants? Who handles vehicles left in the lot? What happens if it rains? Get the rain policy in writing. Ask how long the lines need before traffic can return, and whether the crew will set cones or barricades.",
      "Fifth, ask for proof of insurance and, where required, a contractor's license. Ask for references from similar properties and look at a lot they striped a year or two ago, not just last week. Many good contractors will also offer a warranty on workmanship; ask what it covers.",
      "Finally, compare quotes carefully. A low price sometimes reflects thinner paint, skipped preparation or no beads. Ask each contractor to quote the same scope: linear feet of lines, number of stalls, stencils, curbs, accessible spaces and signs. With the same scope on every quote, the comparison becomes fair, and the right choice is usually obvious.",
    ],
  },
  {
    title: "Preformed Thermoplastic for Crosswalks, Legends and Symbols",
    slug: "preformed-thermoplastic-crosswalks-legends",
    excerpt:
      "Factory-made thermoplastic shapes bring durable crosswalks, arrows and words to crews without a kettle. Where they shine and how to install them well.",
    author: "Priya Natarajan",
    authorTitle: "Transportation Technology Writer",
    category: "Technology",
    tags: ["thermoplastic", "crosswalks", "preformed markings"],
    featuredImage: "crosswalk",
    isPublished: false,
    isFeatured: false,
    viewCount: 0,
    publishedAt: null,
    paragraphs: [
      "Preformed thermoplastic arrives as flat sheets or precut shapes: crosswalk bars, arrows, stop bars, words and symbols. The crew positions the pieces on a clean, dry surface and heats them with a propane torch until the material flows and bonds to the pavement. No kettle or extrusion equipment is needed, which makes preformed material practical for small jobs and for crews that do not otherwise run thermoplastic.",
      "The material is typically thick, often around 90 to 125 mils, and many products include glass beads both mixed into the material and on the surface. Installed correctly, preformed markings can last as long as extruded thermoplastic, which makes them popular for school crossings, bike symbols, turn arrows and other markings that take heavy wear.",
      "Success depends mostly on heating. Too little heat and the piece does not bond; too much and it scorches or the beads sink. Manufacturers often build in visual indicators that show when the material has reached the right temperature. Concrete and older asphalt may need a sealer or primer first, just as with other thermoplastic.",
      "Surface preparation follows the same rules as any marking: the pavement must be clean and dry, and loose material, old flaking paint and curing compounds should be removed first. Pavement temperature matters as well, since a cold surface pulls heat out of the material before it can bond. Many crews preheat the pavement briefly with the torch before placing the piece.",
      "Costs per square foot are higher than for extruded material, but labor and equipment costs are lower, and the finished shapes are consistent. For agencies maintaining hundreds of intersections, a stock of preformed arrows and words can turn a full crew day into a quick repair. Colored preformed products, such as green for bicycle facilities, are also available where the agency's standards allow them.",
      "Editor's note: this draft is still being reviewed and will be expanded with an installation checklist and a comparison with inlaid tape.",
    ],
  },
];

/** The blog posts, each with content joined into newline-separated paragraphs. */
export function generateBlogPosts(): BlogPostSeed[] {
  return POSTS.map(({ paragraphs, ...post }) => {
    const stamp = post.publishedAt ?? new Date(utc(2026, 10, 20, 9));
    return {
      ...post,
      tags: [...post.tags],
      content: paragraphs.join("\n"),
      createdAt: new Date(stamp.getTime() - 3 * 86_400_000),
      updatedAt: stamp,
    };
  });
}
