/**
 * State transportation department links for the Resources page.
 *
 * Provenance: the rows below were copied from a third-party list (shared/data/state-dots.csv,
 * "standards_page_seed_url (third-party list; verify)"). The links could not be fetched or
 * verified from the build machine, so each state's specificationsUrl points at the agency's
 * own main domain rather than a deep link that may have moved. Standards links are upgraded
 * to https where the list had http. The data is embedded here so seeding works from a clean
 * clone without the shared folder.
 */
import { stateName } from "~/lib/states";
import type { stateResources } from "~/db/schema/index";
import { utc } from "./random";

/** A row of the table as the seed writes it; the database adds the id and timestamps. */
export type StateResourceSeed = Omit<
  typeof stateResources.$inferSelect,
  "id" | "createdAt" | "updatedAt"
>;

/** [state, agency, acronym, main_domain, standards_page_seed_url], verbatim from the list. */
// prettier-ignore
export const STATE_DOT_ROWS: readonly (readonly [string, string, string, string, string])[] = [
  ["AL", "Alabama Department of Transportation", "ALDOT", "dot.state.al.us", "https://alletting.dot.state.al.us/Docs/Standard_Drawings/StdDrawingSelect.html"],
  ["AK", "Alaska Department of Transportation and Public Facilities", "DOT&PF", "dot.alaska.gov", "https://dot.alaska.gov/stwddes/dcsprecon/standardplans.shtml"],
  ["AZ", "Arizona Department of Transportation", "ADOT", "azdot.gov", "https://azdot.gov/business/engineering-and-construction/roadway-engineering/roadway-design/construction-standard"],
  ["AR", "Arkansas Department of Transportation", "ARDOT", "ardot.gov", "https://www.ardot.gov/divisions/roadway-design/standard-roadway-drawings/"],
  ["CA", "California Department of Transportation", "Caltrans", "dot.ca.gov", "https://dot.ca.gov/programs/safety-programs/camutcd"],
  ["CO", "Colorado Department of Transportation", "CDOT", "codot.gov", "https://www.codot.gov/safety/traffic-safety/design/signing-and-markings"],
  ["CT", "Connecticut Department of Transportation", "CTDOT", "portal.ct.gov/dot", "https://www.ct.gov/dot/cwp/view.asp?a=3212&q=414742"],
  ["DE", "Delaware Department of Transportation", "DelDOT", "deldot.gov", "https://www.deldot.gov/Publications/manuals/const_details/"],
  ["FL", "Florida Department of Transportation", "FDOT", "fdot.gov", "https://www.fdot.gov/design/standardplans/current"],
  ["GA", "Georgia Department of Transportation", "GDOT", "dot.ga.gov", "http://mydocs.dot.ga.gov/info/gdotpubs/ConstructionStandardsAndDetails/Forms/AllItems.aspx"],
  ["HI", "Hawaii Department of Transportation", "HDOT", "hidot.hawaii.gov", "https://hidot.hawaii.gov/highways/s2005-standard-specifications/"],
  ["ID", "Idaho Transportation Department", "ITD", "itd.idaho.gov", "https://apps.itd.idaho.gov/apps/StandardDrawings/StandardDrawings.htm"],
  ["IL", "Illinois Department of Transportation", "IDOT", "idot.illinois.gov", "https://idot.illinois.gov/doing-business/industry-marketplace/construction-services/highway-standards-and-district-specific-details.html"],
  ["IN", "Indiana Department of Transportation", "INDOT", "in.gov/indot", "https://www.in.gov/dot/div/contracts/standards/drawings/"],
  ["IA", "Iowa Department of Transportation", "Iowa DOT", "iowadot.gov", "https://iowadot.gov/design/standard-road-plans"],
  ["KS", "Kansas Department of Transportation", "KDOT", "ksdot.gov (older refs: ksdot.org)", "https://kart.ksdot.org/StandardDrawings/"],
  ["KY", "Kentucky Transportation Cabinet", "KYTC", "transportation.ky.gov", "https://transportation.ky.gov/highway-design/pages/standard-drawings.aspx"],
  ["LA", "Louisiana Department of Transportation and Development", "DOTD", "dotd.la.gov", "http://wwwsp.dotd.la.gov/Inside_LaDOTD/Divisions/Engineering/Standard_Plans/Pages/"],
  ["ME", "Maine Department of Transportation", "MaineDOT", "maine.gov/mdot", "https://www.maine.gov/dot/doing-business/bid-opportunities/standards"],
  ["MD", "Maryland Department of Transportation (highways: MDOT State Highway Administration)", "MDOT / MDOT SHA", "mdot.maryland.gov ; roads.maryland.gov", "https://apps.roads.maryland.gov/BusinessWithSHA/bizStdsSpecs/desManualStdPub/publicationsonline/ohd/bookstd/index.asp"],
  ["MA", "Massachusetts Department of Transportation", "MassDOT", "mass.gov/orgs/massachusetts-department-of-transportation", "https://www.mass.gov/info-details/construction-standard-details"],
  ["MI", "Michigan Department of Transportation", "MDOT", "michigan.gov/mdot", "https://mdotjboss.state.mi.us/stdplan/standardPlansHome.htm"],
  ["MN", "Minnesota Department of Transportation", "MnDOT", "dot.state.mn.us", "https://www.dot.state.mn.us/design/design-standards/standard-plans.html"],
  ["MS", "Mississippi Department of Transportation", "MDOT", "mdot.ms.gov", "https://mdot.ms.gov/portal/engineering_standards_guides_manuals"],
  ["MO", "Missouri Department of Transportation", "MoDOT", "modot.org", "https://epg.modot.org/index.php/620.2_Pavement_and_Curb_Markings_(MUTCD_Chapter_3B)"],
  ["MT", "Montana Department of Transportation", "MDT", "mdt.mt.gov", "https://www.mdt.mt.gov/business/contracting/detailed-drawings.aspx"],
  ["NE", "Nebraska Department of Transportation", "NDOT", "dot.nebraska.gov", "https://dot.nebraska.gov/business-center/design-consultant/stand-spec-manual/"],
  ["NV", "Nevada Department of Transportation", "NDOT", "dot.nv.gov", "https://www.dot.nv.gov/doing-business/about-ndot/ndot-divisions/engineering/design/standard-specifications-and-plans"],
  ["NH", "New Hampshire Department of Transportation", "NHDOT", "dot.nh.gov (older refs: nh.gov/dot)", "https://www.dot.nh.gov/doing-business-nhdot/contractors/standard-plans-road-construction"],
  ["NJ", "New Jersey Department of Transportation", "NJDOT", "nj.gov/transportation", "https://www.nj.gov/transportation/eng/CADD/v8/stdconsdtls.shtml"],
  ["NM", "New Mexico Department of Transportation", "NMDOT", "dot.nm.gov", "https://www.dot.nm.gov/infrastructure/plans-specifications-estimates-pse-bureau/standards/"],
  ["NY", "New York State Department of Transportation", "NYSDOT", "dot.ny.gov", "https://www.dot.ny.gov/main/business-center/engineering/cadd-info/drawings"],
  ["NC", "North Carolina Department of Transportation", "NCDOT", "ncdot.gov", "https://connect.ncdot.gov/resources/Specifications/Pages/2024-Roadway-Standard-Drawings.aspx"],
  ["ND", "North Dakota Department of Transportation", "NDDOT", "dot.nd.gov", "https://www.dot.nd.gov/construction-and-planning/construction-planning/research/cadd-standards/standard-drawings"],
  ["OH", "Ohio Department of Transportation", "ODOT", "transportation.ohio.gov", "https://www.transportation.ohio.gov/working/publications/all-publications"],
  ["OK", "Oklahoma Department of Transportation", "ODOT", "oklahoma.gov/odot", "https://www.odot.org/cnstrctengr.htm"],
  ["OR", "Oregon Department of Transportation", "ODOT", "oregon.gov/odot", "https://www.oregon.gov/odot/engineering/pages/standards.aspx"],
  ["PA", "Pennsylvania Department of Transportation", "PennDOT", "penndot.pa.gov (documents now also on pa.gov/agencies/penndot)", "https://www.pa.gov/content/dam/copapwp-pagov/en/penndot/documents/public/pubsforms/publications/pub-72m/72m_2010.pdf"],
  ["RI", "Rhode Island Department of Transportation", "RIDOT", "dot.ri.gov", "http://www.dot.ri.gov/business/contractorsandconsultants.php"],
  ["SC", "South Carolina Department of Transportation", "SCDOT", "scdot.org", "https://www.scdot.org/business/standard-drawings.aspx"],
  ["SD", "South Dakota Department of Transportation", "SDDOT", "dot.sd.gov", "https://dot.sd.gov/doing-business/engineering/design-services/standard-plates"],
  ["TN", "Tennessee Department of Transportation", "TDOT", "tn.gov/tdot", "https://www.tn.gov/tdot/state-engineering-technical-training/production-support/standard-drawings-library/standard-roadway-drawings.html"],
  ["TX", "Texas Department of Transportation", "TxDOT", "txdot.gov", "https://www.txdot.gov/business/resources/traffic-design-standards/tmutcd.html"],
  ["UT", "Utah Department of Transportation", "UDOT", "udot.utah.gov", "https://www.udot.utah.gov/connect/business/standards/"],
  ["VT", "Vermont Agency of Transportation", "VTrans", "vtrans.vermont.gov", "https://vtrans.vermont.gov/cadd/downloads/standard-drawings"],
  ["VA", "Virginia Department of Transportation", "VDOT", "vdot.virginia.gov (older refs: virginiadot.org)", "https://www.vdot.virginia.gov/doing-business/technical-guidance-and-support/technical-guidance-documents/road-and-bridge-standards/"],
  ["WA", "Washington State Department of Transportation", "WSDOT", "wsdot.wa.gov", "https://wsdot.wa.gov/engineering-standards/all-manuals-and-standards/standard-plans"],
  ["WV", "West Virginia Department of Transportation (Division of Highways)", "WVDOT", "transportation.wv.gov", "https://transportation.wv.gov/highways/engineering/Pages/Details.aspx"],
  ["WI", "Wisconsin Department of Transportation", "WisDOT", "wisconsindot.gov", "https://wisconsindot.gov/Pages/doing-bus/eng-consultants/cnslt-rsrces/rdwy/sdd.aspx"],
  ["WY", "Wyoming Department of Transportation", "WYDOT", "dot.state.wy.us", "http://www.dot.state.wy.us/home/engineering_technical_programs/manuals_publications/standardplans.html"],
];

const LAST_UPDATED = new Date(utc(2026, 10, 1));

/** The first domain of a main_domain cell, without notes: "ksdot.gov (older refs: ...)" -> "ksdot.gov". */
export function mainDomain(cell: string): string {
  return cell.split(" ;")[0].split(" (")[0].trim().replace(/\/+$/, "");
}

export function toHttps(url: string): string {
  return url.replace(/^http:\/\//i, "https://");
}

export function generateStateResources(): StateResourceSeed[] {
  return STATE_DOT_ROWS.map(([code, agency, acronym, domain, standards]) => ({
    stateCode: code,
    stateName: stateName(code),
    dotName: agency,
    dotAcronym: acronym || null,
    standardsUrl: toHttps(standards),
    specificationsUrl: `https://${mainDomain(domain)}/`,
    trafficControlUrl: null,
    lastUpdated: LAST_UPDATED,
    isActive: true,
  }));
}
