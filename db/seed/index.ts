/**
 * Seeds the demo data: striping contractors, materials suppliers, services, reviews, state DOT
 * resources and blog posts, in one transaction. Bulk rows go through prepared statements so
 * 100,000 companies seed in seconds.
 */
import type { Db } from "~/db/client";
import { TIER_RANK } from "~/lib/options";
import { generateBlogPosts } from "./blog-posts";
import { generateMaterialsCompanies } from "./materials";
import { generateMaterialsReviews, generateReviews, type ReviewSeed } from "./reviews";
import { generateStateResources } from "./state-resources";
import { generateStripingCompanies } from "./striping";
import type { CompanySeed, StripingSeed } from "./types";

export interface SeedOptions {
  /** Striping companies to generate (default 831). */
  stripingCount?: number;
  /** PRNG seed (default 831); the same seed gives the same data. */
  seed?: number;
}

export interface SeedCounts {
  striping: number;
  materials: number;
  services: number;
  companyServices: number;
  reviews: number;
  stateResources: number;
  blogPosts: number;
}

const bool = (b: boolean) => (b ? 1 : 0);

/** True when the companies table has at least one row. */
export function isSeeded(db: Db): boolean {
  return db.$client.prepare("SELECT 1 FROM companies LIMIT 1").get() !== undefined;
}

export function seedDatabase(db: Db, opts: SeedOptions = {}): SeedCounts {
  const stripingCount = opts.stripingCount ?? 831;
  const seed = opts.seed ?? 831;
  const sqlite = db.$client;

  const striping = generateStripingCompanies(stripingCount, seed);
  const materials = generateMaterialsCompanies(seed);
  const blogPosts = generateBlogPosts();
  const stateResources = generateStateResources();

  const insertCompany = sqlite.prepare(`
    INSERT INTO companies (
      directory, slug, name, location, state, phone, email, website, description,
      services, products, certifications, company_type, year_established,
      is_verified, is_claimed, subscription_tier, tier_rank, custom_brand_color,
      search_priority, receive_quotes, latitude, longitude, created_at, updated_at,
      plan_status, verified_at
    ) VALUES (
      @directory, @slug, @name, @location, @state, @phone, @email, @website, @description,
      @services, @products, @certifications, @companyType, @yearEstablished,
      @isVerified, @isClaimed, @subscriptionTier, @tierRank, @customBrandColor,
      @searchPriority, @receiveQuotes, @latitude, @longitude, @createdAt, @updatedAt,
      -- The demo's paid plans are paid for and its badges were checked (decision 015).
      CASE WHEN @subscriptionTier <> 'free' THEN 'active' ELSE 'none' END,
      CASE WHEN @isVerified THEN @createdAt END
    )`);
  const insertService = sqlite.prepare("INSERT INTO services (name) VALUES (?)");
  const insertCompanyService = sqlite.prepare(
    "INSERT INTO company_services (company_id, service_id) VALUES (?, ?)",
  );
  const insertCredential = sqlite.prepare(`
    INSERT INTO listing_credentials (
      company_id, kind, state, issuer, number, expires_on, status, source, verified_at,
      created_at, updated_at
    ) VALUES (
      @companyId, @kind, @state, @issuer, @number, @expiresOn,
      CASE WHEN @verifiedAt IS NULL THEN 'self_reported' ELSE 'verified' END, 'owner',
      @verifiedAt, @createdAt, @createdAt
    )`);
  const insertReview = sqlite.prepare(`
    INSERT INTO reviews (
      company_id, customer_name, customer_email, rating, title, content,
      project_type, project_size, is_verified, created_at, updated_at, verified_at
    ) VALUES (
      @companyId, @customerName, @customerEmail, @rating, @title, @content,
      @projectType, @projectSize, @isVerified, @createdAt, @updatedAt,
      CASE WHEN @isVerified THEN @createdAt END
    )`);
  const insertStateResource = sqlite.prepare(`
    INSERT INTO state_resources (
      state_code, state_name, dot_name, dot_acronym, standards_url, specifications_url,
      traffic_control_url, last_updated, is_active, created_at, updated_at
    ) VALUES (
      @stateCode, @stateName, @dotName, @dotAcronym, @standardsUrl, @specificationsUrl,
      @trafficControlUrl, @lastUpdated, @isActive, @lastUpdated, @lastUpdated
    )`);
  const insertBlogPost = sqlite.prepare(`
    INSERT INTO blog_posts (
      title, slug, excerpt, content, author, author_title, category, tags, featured_image,
      is_published, is_featured, view_count, published_at, created_at, updated_at
    ) VALUES (
      @title, @slug, @excerpt, @content, @author, @authorTitle, @category, @tags, @featuredImage,
      @isPublished, @isFeatured, @viewCount, @publishedAt, @createdAt, @updatedAt
    )`);

  const slugs = new Set<string>();
  const serviceIds = new Map<string, number>();

  function addCompany(c: CompanySeed): number {
    // Slugs are unique per generator; this also keeps them unique across the two directories.
    let slug = c.slug;
    for (let n = 2; slugs.has(slug); n++) slug = `${c.slug}-${n}`;
    slugs.add(slug);
    const id = Number(
      insertCompany.run({
        directory: c.directory,
        slug,
        name: c.name,
        location: c.location,
        state: c.state,
        phone: c.phone,
        email: c.email,
        website: c.website,
        description: c.description,
        services: JSON.stringify(c.services),
        products: JSON.stringify(c.products),
        certifications: JSON.stringify(c.certifications),
        companyType: c.companyType,
        yearEstablished: c.yearEstablished,
        isVerified: bool(c.isVerified),
        isClaimed: bool(c.isClaimed),
        subscriptionTier: c.subscriptionTier,
        tierRank: TIER_RANK[c.subscriptionTier],
        customBrandColor: c.customBrandColor,
        searchPriority: c.searchPriority,
        receiveQuotes: bool(c.receiveQuotes),
        latitude: c.latitude,
        longitude: c.longitude,
        createdAt: c.createdAt.getTime(),
        updatedAt: c.updatedAt.getTime(),
      }).lastInsertRowid,
    );
    for (const name of c.services) {
      let serviceId = serviceIds.get(name);
      if (serviceId === undefined) {
        serviceId = Number(insertService.run(name).lastInsertRowid);
        serviceIds.set(name, serviceId);
      }
      insertCompanyService.run(id, serviceId);
    }
    for (const cr of "credentials" in c ? (c as StripingSeed).credentials : []) {
      insertCredential.run({
        ...cr,
        companyId: id,
        verifiedAt: cr.verifiedAt?.getTime() ?? null,
        createdAt: c.createdAt.getTime(),
      });
    }
    return id;
  }

  function addReviews(reviews: ReviewSeed[]) {
    for (const r of reviews) {
      insertReview.run({
        ...r,
        isVerified: bool(r.isVerified),
        createdAt: r.createdAt.getTime(),
        updatedAt: r.updatedAt.getTime(),
      });
    }
  }

  // Search index: filling companies_fts row by row through its insert trigger is most of the
  // cost of a large seed, so the trigger is set aside (its own SQL is kept from sqlite_master)
  // and the index is rebuilt in one pass at the end, all inside the same transaction.
  const ftsInsertTriggers = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master
        WHERE type = 'trigger' AND tbl_name = 'companies'
          AND sql LIKE '%AFTER INSERT%' AND sql LIKE '%companies_fts%'`,
    )
    .all() as { name: string; sql: string }[];

  const seedAll = sqlite.transaction((): SeedCounts => {
    for (const t of ftsInsertTriggers) sqlite.exec(`DROP TRIGGER "${t.name}"`);

    const stripingTargets = striping.map((c) => ({ id: addCompany(c), createdAt: c.createdAt }));
    const materialsTargets = materials.map((c) => ({ id: addCompany(c), createdAt: c.createdAt }));

    const reviews = generateReviews(stripingTargets, seed);
    const materialsReviews = generateMaterialsReviews(materialsTargets, seed);
    addReviews(reviews);
    addReviews(materialsReviews);

    if (ftsInsertTriggers.length > 0) {
      sqlite.exec("INSERT INTO companies_fts(companies_fts) VALUES ('rebuild')");
      for (const t of ftsInsertTriggers) sqlite.exec(t.sql);
    }

    // One statement for all companies' rating aggregates (companies without reviews keep 0).
    sqlite
      .prepare(
        `UPDATE companies
            SET average_rating = agg.avg_rating, total_reviews = agg.n
           FROM (SELECT company_id, ROUND(AVG(rating), 2) AS avg_rating, COUNT(*) AS n
                   FROM reviews GROUP BY company_id) AS agg
          WHERE agg.company_id = companies.id`,
      )
      .run();

    for (const s of stateResources) {
      insertStateResource.run({
        ...s,
        isActive: bool(s.isActive),
        lastUpdated: s.lastUpdated.getTime(),
      });
    }
    for (const p of blogPosts) {
      insertBlogPost.run({
        ...p,
        tags: JSON.stringify(p.tags),
        isPublished: bool(p.isPublished),
        isFeatured: bool(p.isFeatured),
        publishedAt: p.publishedAt ? p.publishedAt.getTime() : null,
        createdAt: p.createdAt.getTime(),
        updatedAt: p.updatedAt.getTime(),
      });
    }

    return {
      striping: striping.length,
      materials: materials.length,
      services: serviceIds.size,
      companyServices: striping.reduce((n, c) => n + c.services.length, 0),
      reviews: reviews.length + materialsReviews.length,
      stateResources: stateResources.length,
      blogPosts: blogPosts.length,
    };
  });

  return seedAll();
}

export { generateStripingCompanies } from "./striping";
export { generateMaterialsCompanies } from "./materials";
export { generateReviews, generateMaterialsReviews } from "./reviews";
export { generateBlogPosts } from "./blog-posts";
export { generateStateResources } from "./state-resources";
