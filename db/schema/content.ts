import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { userOrNull } from "./accounts";
import { counter, createdAt, flag, jsonList, moment, serialId, timestamps } from "./columns";

export const advertisements = sqliteTable("advertisements", {
  id: serialId(),
  title: text("title").notNull(),
  description: text("description"),
  imageUrl: text("image_url"),
  linkUrl: text("link_url"),
  companyName: text("company_name"),
  contactInfo: text("contact_info"),
  adType: text("ad_type"),
  placement: text("placement"),
  isActive: flag("is_active", true),
  clickCount: counter("click_count"),
  impressionCount: counter("impression_count"),
  startDate: moment("start_date"),
  endDate: moment("end_date"),
  priority: integer("priority").notNull().default(0),
  targetStates: text("target_states", { mode: "json" }).$type<string[]>(),
  targetDeviceTypes: text("target_device_types", { mode: "json" }).$type<string[]>(),
  targetTimeOfDay: text("target_time_of_day", { mode: "json" }).$type<string[]>(),
  targetServices: text("target_services", { mode: "json" }).$type<string[]>(),
  targetUserType: text("target_user_type"),
  showProbability: integer("show_probability").notNull().default(100),
  personalizeTitle: flag("personalize_title", false),
  personalizeDescription: flag("personalize_description", false),
  ...timestamps(),
});

export const stateResources = sqliteTable("state_resources", {
  id: serialId(),
  stateCode: text("state_code").notNull().unique(),
  stateName: text("state_name").notNull(),
  dotName: text("dot_name").notNull(),
  dotAcronym: text("dot_acronym"),
  standardsUrl: text("standards_url").notNull(),
  specificationsUrl: text("specifications_url").notNull(),
  trafficControlUrl: text("traffic_control_url"),
  lastUpdated: moment("last_updated").notNull(),
  isActive: flag("is_active", true),
  ...timestamps(),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: serialId(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    authorTitle: text("author_title"),
    category: text("category").notNull(),
    tags: jsonList("tags"),
    featuredImage: text("featured_image"),
    isPublished: flag("is_published", false),
    isFeatured: flag("is_featured", false),
    viewCount: counter("view_count"),
    publishedAt: moment("published_at"),
    ...timestamps(),
  },
  (t) => [index("blog_posts_category_idx").on(t.isPublished, t.category, t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: serialId(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull().default("general"),
  message: text("message").notNull(),
  /** The operator dealt with it (migration 0013). */
  handledAt: moment("handled_at"),
  ...timestamps(),
});

/** Logo images as bytes, so LiteFS replicates them with everything else. */
export const logos = sqliteTable(
  "logos",
  {
    id: text("id").primaryKey(),
    uploadedBy: userOrNull("uploaded_by"),
    contentType: text("content_type").notNull().default("image/png"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: blob("bytes", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  // A user's uploads of the last hour (the quota) and old logos (the cleanup): migration 0017.
  (t) => [
    index("logos_uploaded_by_created_idx").on(t.uploadedBy, t.createdAt),
    index("logos_created_at_idx").on(t.createdAt),
  ],
);

/**
 * One row counting changes to what pages show, bumped by triggers (migration 0012); the page
 * cache drops its entries only when it moves (decision 020).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  n: integer("n").notNull(),
});

/**
 * What each content write touched (migration 0015), appended by triggers in the writer's
 * transaction; the page cache drops only the pages that show it (decision 021).
 */
export const contentChanges = sqliteTable("content_changes", {
  id: serialId(),
  kind: text("kind", { enum: ["company", "state", "blog", "logo", "all"] }).notNull(),
  companyId: integer("company_id"),
  state: text("state"),
});
