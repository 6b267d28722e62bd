import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_model_pages_blocks_hero_ctas_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_model_pages_blocks_hero_heading_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_model_pages_blocks_feature_banner_tiles_icon" AS ENUM('offers', 'service', 'trade-in', 'none');
  CREATE TYPE "public"."enum_model_pages_blocks_locations_filter" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id');
  CREATE TYPE "public"."enum_model_pages_blocks_locations_subtype" AS ENUM('buying', 'used', 'caravans', 'commercial');
  CREATE TYPE "public"."enum_model_pages_blocks_locations_display" AS ENUM('grid', 'card');
  CREATE TYPE "public"."enum_model_pages_blocks_budget_search_vehicle_type" AS ENUM('car', 'caravan');
  CREATE TYPE "public"."enum_model_pages_blocks_budget_search_default_period" AS ENUM('weekly', 'monthly');
  CREATE TYPE "public"."enum_model_pages_blocks_trade_in_valuation_mode" AS ENUM('trade-in', 'sell');
  CREATE TYPE "public"."enum_model_pages_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_model_pages_blocks_lead_form_form" AS ENUM('contact', 'test-drive', 'service', 'sell-my-car', 'finance');
  CREATE TYPE "public"."enum_web_vitals_page_kind" AS ENUM('home', 'search', 'car', 'location', 'offers', 'model', 'brand', 'content', 'form', 'account', 'other');
  CREATE TYPE "public"."enum_web_vitals_device" AS ENUM('mobile', 'desktop');
  CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TABLE "model_pages_blocks_hero_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"style" "enum_model_pages_blocks_hero_ctas_style" DEFAULT 'primary' NOT NULL
  );
  
  CREATE TABLE "model_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"subheading" varchar,
  	"background_image_id" integer,
  	"heading_level" "enum_model_pages_blocks_hero_heading_level" DEFAULT 'h1',
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_feature_banner_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"text" varchar,
  	"icon" "enum_model_pages_blocks_feature_banner_tiles_icon" DEFAULT 'none'
  );
  
  CREATE TABLE "model_pages_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_offers_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest Offers',
  	"limit" numeric,
  	"manufacturer_id" integer,
  	"empty_text" varchar DEFAULT 'There are no current offers. Please check back soon.',
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_reviews_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What Our Customers Say',
  	"location_id" integer,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_locations_excluded_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "model_pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"filter" "enum_model_pages_blocks_locations_filter" DEFAULT 'all' NOT NULL,
  	"location_id" numeric,
  	"manufacturer_id" integer,
  	"subtype" "enum_model_pages_blocks_locations_subtype",
  	"display" "enum_model_pages_blocks_locations_display" DEFAULT 'grid' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"vehicle_type" "enum_model_pages_blocks_budget_search_vehicle_type" DEFAULT 'car' NOT NULL,
  	"default_period" "enum_model_pages_blocks_budget_search_default_period" DEFAULT 'weekly' NOT NULL,
  	"search_path" varchar DEFAULT '/cars/',
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_trade_in_valuation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Value your car in 2 minutes',
  	"intro" varchar DEFAULT 'Enter your rego, answer a few questions and get an instant offer. The offer is indicative only and subject to an inspection.',
  	"mode" "enum_model_pages_blocks_trade_in_valuation_mode" DEFAULT 'trade-in',
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "model_pages_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-in FAQs',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_content_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "model_pages_blocks_content_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"width" "enum_model_pages_blocks_rich_text_width" DEFAULT 'narrow',
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages_blocks_lead_form_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "model_pages_blocks_lead_form_check_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "model_pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us an enquiry',
  	"intro" varchar,
  	"form" "enum_model_pages_blocks_lead_form_form" DEFAULT 'contact' NOT NULL,
  	"submit_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "model_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"manufacturer_id" integer NOT NULL,
  	"model" varchar NOT NULL,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"day" varchar NOT NULL,
  	"page_kind" "enum_web_vitals_page_kind" NOT NULL,
  	"device" "enum_web_vitals_device" NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"samples" numeric DEFAULT 0 NOT NULL,
  	"buckets" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_special_feature_label" varchar DEFAULT 'Featured';
  ALTER TABLE "sites" ADD COLUMN "settings_used_test_drive_flagged" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "settings_brand_pages" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "model_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  ALTER TABLE "model_pages_blocks_hero_ctas" ADD CONSTRAINT "model_pages_blocks_hero_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_hero" ADD CONSTRAINT "model_pages_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_hero" ADD CONSTRAINT "model_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_feature_banner_tiles" ADD CONSTRAINT "model_pages_blocks_feature_banner_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_feature_banner" ADD CONSTRAINT "model_pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_offers_grid" ADD CONSTRAINT "model_pages_blocks_offers_grid_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_offers_grid" ADD CONSTRAINT "model_pages_blocks_offers_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_reviews_carousel" ADD CONSTRAINT "model_pages_blocks_reviews_carousel_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_reviews_carousel" ADD CONSTRAINT "model_pages_blocks_reviews_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_locations_excluded_ids" ADD CONSTRAINT "model_pages_blocks_locations_excluded_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_locations" ADD CONSTRAINT "model_pages_blocks_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_locations" ADD CONSTRAINT "model_pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_budget_search" ADD CONSTRAINT "model_pages_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_trade_in_valuation" ADD CONSTRAINT "model_pages_blocks_trade_in_valuation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_trade_in_faq_items" ADD CONSTRAINT "model_pages_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_trade_in_faq" ADD CONSTRAINT "model_pages_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_content_columns_columns" ADD CONSTRAINT "model_pages_blocks_content_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_content_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_content_columns" ADD CONSTRAINT "model_pages_blocks_content_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_rich_text" ADD CONSTRAINT "model_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_lead_form_categories" ADD CONSTRAINT "model_pages_blocks_lead_form_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_lead_form_check_options" ADD CONSTRAINT "model_pages_blocks_lead_form_check_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages_blocks_lead_form" ADD CONSTRAINT "model_pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_pages" ADD CONSTRAINT "model_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages" ADD CONSTRAINT "model_pages_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_pages" ADD CONSTRAINT "model_pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_rels" ADD CONSTRAINT "vehicles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_rels" ADD CONSTRAINT "vehicles_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "model_pages_blocks_hero_ctas_order_idx" ON "model_pages_blocks_hero_ctas" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_hero_ctas_parent_id_idx" ON "model_pages_blocks_hero_ctas" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_hero_order_idx" ON "model_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_hero_parent_id_idx" ON "model_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_hero_path_idx" ON "model_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_hero_background_image_idx" ON "model_pages_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "model_pages_blocks_feature_banner_tiles_order_idx" ON "model_pages_blocks_feature_banner_tiles" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_feature_banner_tiles_parent_id_idx" ON "model_pages_blocks_feature_banner_tiles" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_feature_banner_order_idx" ON "model_pages_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_feature_banner_parent_id_idx" ON "model_pages_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_feature_banner_path_idx" ON "model_pages_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_offers_grid_order_idx" ON "model_pages_blocks_offers_grid" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_offers_grid_parent_id_idx" ON "model_pages_blocks_offers_grid" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_offers_grid_path_idx" ON "model_pages_blocks_offers_grid" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_offers_grid_manufacturer_idx" ON "model_pages_blocks_offers_grid" USING btree ("manufacturer_id");
  CREATE INDEX "model_pages_blocks_reviews_carousel_order_idx" ON "model_pages_blocks_reviews_carousel" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_reviews_carousel_parent_id_idx" ON "model_pages_blocks_reviews_carousel" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_reviews_carousel_path_idx" ON "model_pages_blocks_reviews_carousel" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_reviews_carousel_location_idx" ON "model_pages_blocks_reviews_carousel" USING btree ("location_id");
  CREATE INDEX "model_pages_blocks_locations_excluded_ids_order_idx" ON "model_pages_blocks_locations_excluded_ids" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_locations_excluded_ids_parent_id_idx" ON "model_pages_blocks_locations_excluded_ids" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_locations_order_idx" ON "model_pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_locations_parent_id_idx" ON "model_pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_locations_path_idx" ON "model_pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_locations_manufacturer_idx" ON "model_pages_blocks_locations" USING btree ("manufacturer_id");
  CREATE INDEX "model_pages_blocks_budget_search_order_idx" ON "model_pages_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_budget_search_parent_id_idx" ON "model_pages_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_budget_search_path_idx" ON "model_pages_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_trade_in_valuation_order_idx" ON "model_pages_blocks_trade_in_valuation" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_trade_in_valuation_parent_id_idx" ON "model_pages_blocks_trade_in_valuation" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_trade_in_valuation_path_idx" ON "model_pages_blocks_trade_in_valuation" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_trade_in_faq_items_order_idx" ON "model_pages_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_trade_in_faq_items_parent_id_idx" ON "model_pages_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_trade_in_faq_order_idx" ON "model_pages_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_trade_in_faq_parent_id_idx" ON "model_pages_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_trade_in_faq_path_idx" ON "model_pages_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_content_columns_columns_order_idx" ON "model_pages_blocks_content_columns_columns" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_content_columns_columns_parent_id_idx" ON "model_pages_blocks_content_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_content_columns_order_idx" ON "model_pages_blocks_content_columns" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_content_columns_parent_id_idx" ON "model_pages_blocks_content_columns" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_content_columns_path_idx" ON "model_pages_blocks_content_columns" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_rich_text_order_idx" ON "model_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_rich_text_parent_id_idx" ON "model_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_rich_text_path_idx" ON "model_pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "model_pages_blocks_lead_form_categories_order_idx" ON "model_pages_blocks_lead_form_categories" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_lead_form_categories_parent_id_idx" ON "model_pages_blocks_lead_form_categories" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_lead_form_check_options_order_idx" ON "model_pages_blocks_lead_form_check_options" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_lead_form_check_options_parent_id_idx" ON "model_pages_blocks_lead_form_check_options" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_lead_form_order_idx" ON "model_pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "model_pages_blocks_lead_form_parent_id_idx" ON "model_pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "model_pages_blocks_lead_form_path_idx" ON "model_pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "model_pages_site_idx" ON "model_pages" USING btree ("site_id");
  CREATE INDEX "model_pages_manufacturer_idx" ON "model_pages" USING btree ("manufacturer_id");
  CREATE INDEX "model_pages_seo_seo_image_idx" ON "model_pages" USING btree ("seo_image_id");
  CREATE INDEX "model_pages_updated_at_idx" ON "model_pages" USING btree ("updated_at");
  CREATE INDEX "model_pages_created_at_idx" ON "model_pages" USING btree ("created_at");
  CREATE INDEX "vehicles_rels_order_idx" ON "vehicles_rels" USING btree ("order");
  CREATE INDEX "vehicles_rels_parent_idx" ON "vehicles_rels" USING btree ("parent_id");
  CREATE INDEX "vehicles_rels_path_idx" ON "vehicles_rels" USING btree ("path");
  CREATE INDEX "vehicles_rels_locations_id_idx" ON "vehicles_rels" USING btree ("locations_id");
  CREATE INDEX "web_vitals_site_idx" ON "web_vitals" USING btree ("site_id");
  CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_day_pageKind_device_metric_idx" ON "web_vitals" USING btree ("site_id","day","page_kind","device","metric");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_model_pages_fk" FOREIGN KEY ("model_pages_id") REFERENCES "public"."model_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_model_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("model_pages_id");
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "model_pages_blocks_hero_ctas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_feature_banner_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_feature_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_offers_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_reviews_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_locations_excluded_ids" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_budget_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_trade_in_valuation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_trade_in_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_trade_in_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_content_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_content_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_lead_form_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_lead_form_check_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "model_pages_blocks_hero_ctas" CASCADE;
  DROP TABLE "model_pages_blocks_hero" CASCADE;
  DROP TABLE "model_pages_blocks_feature_banner_tiles" CASCADE;
  DROP TABLE "model_pages_blocks_feature_banner" CASCADE;
  DROP TABLE "model_pages_blocks_offers_grid" CASCADE;
  DROP TABLE "model_pages_blocks_reviews_carousel" CASCADE;
  DROP TABLE "model_pages_blocks_locations_excluded_ids" CASCADE;
  DROP TABLE "model_pages_blocks_locations" CASCADE;
  DROP TABLE "model_pages_blocks_budget_search" CASCADE;
  DROP TABLE "model_pages_blocks_trade_in_valuation" CASCADE;
  DROP TABLE "model_pages_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "model_pages_blocks_trade_in_faq" CASCADE;
  DROP TABLE "model_pages_blocks_content_columns_columns" CASCADE;
  DROP TABLE "model_pages_blocks_content_columns" CASCADE;
  DROP TABLE "model_pages_blocks_rich_text" CASCADE;
  DROP TABLE "model_pages_blocks_lead_form_categories" CASCADE;
  DROP TABLE "model_pages_blocks_lead_form_check_options" CASCADE;
  DROP TABLE "model_pages_blocks_lead_form" CASCADE;
  DROP TABLE "model_pages" CASCADE;
  DROP TABLE "vehicles_rels" CASCADE;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_model_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_model_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_special_feature_label";
  ALTER TABLE "sites" DROP COLUMN "settings_used_test_drive_flagged";
  ALTER TABLE "sites" DROP COLUMN "settings_brand_pages";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "model_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_model_pages_blocks_hero_ctas_style";
  DROP TYPE "public"."enum_model_pages_blocks_hero_heading_level";
  DROP TYPE "public"."enum_model_pages_blocks_feature_banner_tiles_icon";
  DROP TYPE "public"."enum_model_pages_blocks_locations_filter";
  DROP TYPE "public"."enum_model_pages_blocks_locations_subtype";
  DROP TYPE "public"."enum_model_pages_blocks_locations_display";
  DROP TYPE "public"."enum_model_pages_blocks_budget_search_vehicle_type";
  DROP TYPE "public"."enum_model_pages_blocks_budget_search_default_period";
  DROP TYPE "public"."enum_model_pages_blocks_trade_in_valuation_mode";
  DROP TYPE "public"."enum_model_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_model_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum_web_vitals_page_kind";
  DROP TYPE "public"."enum_web_vitals_device";
  DROP TYPE "public"."enum_web_vitals_metric";`)
}
