import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('platform-admin', 'group-editor', 'site-editor');
  CREATE TYPE "public"."enum_sites_settings_stock_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_sites_settings_stock_item_types" AS ENUM('car', 'caravan');
  CREATE TYPE "public"."enum_sites_settings_custom_body_types" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_sites_settings_phone_numbers_shown" AS ENUM('site', 'location', 'car');
  CREATE TYPE "public"."enum_sites_settings_gated_routes" AS ENUM('checkout', 'finance', 'spin-to-win');
  CREATE TYPE "public"."enum_sites_template" AS ENUM('dealer', 'group', 'outdoor');
  CREATE TYPE "public"."enum_sites_default_state" AS ENUM('qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt');
  CREATE TYPE "public"."enum_sites_finance_provider" AS ENUM('Taurus', 'Car Clarity', 'Manual', '360 Finance', 'Angle', 'Powertorque', 'Nissan Finance', 'AusLoans');
  CREATE TYPE "public"."enum_sites_branding_font" AS ENUM('system', 'serif', 'rounded');
  CREATE TYPE "public"."enum_sites_settings_truck_maps_to" AS ENUM('lightTruck', 'ute');
  CREATE TYPE "public"."enum_sites_settings_special_feature" AS ENUM('off', 'new-demo-of-make', 'used');
  CREATE TYPE "public"."enum_sites_settings_finance_provider" AS ENUM('Taurus', 'Car Clarity', 'Manual', '360 Finance', 'Angle', 'Powertorque', 'Nissan Finance', 'AusLoans');
  CREATE TYPE "public"."enum_sites_settings_reserve_path" AS ENUM('checkout', 'buy-online');
  CREATE TYPE "public"."enum_sites_settings_blog" AS ENUM('auto', 'off');
  CREATE TYPE "public"."enum_dealerships_licence_label" AS ENUM('DL', 'CL');
  CREATE TYPE "public"."enum_locations_location_subtype" AS ENUM('buying', 'used', 'caravans', 'commercial');
  CREATE TYPE "public"."enum_locations_opening_hours_days_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_opening_hours_days_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_department" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt');
  CREATE TYPE "public"."enum_holiday_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_holiday_hours_department" AS ENUM('all', 'sales', 'service', 'parts');
  CREATE TABLE "users_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'site-editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_stock_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_settings_stock_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_settings_stock_item_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_settings_stock_item_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_settings_excluded_stock_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_popular_makes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_custom_body_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_settings_custom_body_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_settings_phone_numbers_shown" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_settings_phone_numbers_shown",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_settings_makes_with_finance_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_gated_routes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_settings_gated_routes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_settings_excluded_location_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_fixed_licence_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_settings_offer_ids_exempt_from_exclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_sites_template" DEFAULT 'dealer',
  	"phone" varchar,
  	"email" varchar,
  	"address" varchar,
  	"default_state" "enum_sites_default_state" DEFAULT 'qld',
  	"manufacturer_name" varchar,
  	"garage_enabled" boolean DEFAULT false,
  	"finance_provider" "enum_sites_finance_provider",
  	"group_site_url" varchar,
  	"company_name" varchar,
  	"branding_logo_id" integer,
  	"branding_primary_colour" varchar DEFAULT '#1f2937',
  	"branding_secondary_colour" varchar DEFAULT '#f3f4f6',
  	"branding_accent_colour" varchar DEFAULT '#dc2626',
  	"branding_text_on_primary" varchar DEFAULT '#ffffff',
  	"branding_font" "enum_sites_branding_font" DEFAULT 'system',
  	"settings_hits_per_page" numeric DEFAULT 21,
  	"settings_sold_days" numeric DEFAULT 3,
  	"settings_stock_preset_level" numeric DEFAULT 0,
  	"settings_stock_count" numeric,
  	"settings_popular_makes_first" boolean DEFAULT false,
  	"settings_truck_maps_to" "enum_sites_settings_truck_maps_to" DEFAULT 'lightTruck',
  	"settings_electric_hybrid_tag" boolean DEFAULT false,
  	"settings_subscriptions_shown" boolean DEFAULT false,
  	"settings_hide_favourites_without_images" boolean DEFAULT false,
  	"settings_no_price_text" varchar DEFAULT 'Enquire for price.',
  	"settings_special_feature" "enum_sites_settings_special_feature" DEFAULT 'off',
  	"settings_promo_tile_starts_at" timestamp(3) with time zone,
  	"settings_promo_tile_ends_at" timestamp(3) with time zone,
  	"settings_promo_tile_title" varchar,
  	"settings_promo_tile_text" varchar,
  	"settings_promo_tile_href" varchar,
  	"settings_finance_enabled" boolean DEFAULT true,
  	"settings_finance_interest_rate" numeric DEFAULT 10,
  	"settings_finance_provider" "enum_sites_settings_finance_provider",
  	"settings_finance_path" varchar DEFAULT '/finance',
  	"settings_valuation_enabled" boolean DEFAULT true,
  	"settings_save_valuation_to_miscellaneous" boolean DEFAULT false,
  	"settings_reserve_path" "enum_sites_settings_reserve_path" DEFAULT 'checkout',
  	"settings_reservation_deposit" numeric DEFAULT 200,
  	"settings_online_purchase_used" boolean DEFAULT false,
  	"settings_enquiry_message_required" boolean DEFAULT true,
  	"settings_terms_of_use_note" boolean DEFAULT false,
  	"settings_captcha_enabled" boolean DEFAULT true,
  	"settings_offers_always_expanded" boolean DEFAULT false,
  	"settings_reviews_hidden" boolean DEFAULT false,
  	"settings_reviews_minimum_rating" numeric DEFAULT 4,
  	"settings_blog" "enum_sites_settings_blog" DEFAULT 'auto',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"licence_label" "enum_dealerships_licence_label" DEFAULT 'DL',
  	"dealer_licence_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"company_name" varchar,
  	"company_address" varchar,
  	"phone" varchar,
  	"group_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "locations_location_subtype" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_location_subtype",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_opening_hours_days_weekday" NOT NULL,
  	"status" "enum_locations_opening_hours_days_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department" "enum_locations_opening_hours_department" DEFAULT 'sales' NOT NULL
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"visible" boolean DEFAULT true,
  	"primary" boolean DEFAULT false,
  	"dealership_id" integer NOT NULL,
  	"location_type" "enum_locations_location_type" DEFAULT 'sales',
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"badge_text" varchar,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_url" varchar,
  	"address_place_id" varchar,
  	"address_map_key" varchar,
  	"map_zoom" numeric DEFAULT 15,
  	"map_centre_lat" numeric,
  	"map_centre_long" numeric,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"contact_detail_email" varchar,
  	"image_id" integer,
  	"reviews_average_rating" numeric,
  	"reviews_review_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "holiday_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_holiday_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" timestamp(3) with time zone,
  	"end_hour" timestamp(3) with time zone,
  	"department" "enum_holiday_hours_department" DEFAULT 'all' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "holiday_hours_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"site_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"sites_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"holiday_hours_id" integer,
  	"manufacturers_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "platform_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_site_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_stock_car_types" ADD CONSTRAINT "sites_settings_stock_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_stock_item_types" ADD CONSTRAINT "sites_settings_stock_item_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_excluded_stock_numbers" ADD CONSTRAINT "sites_settings_excluded_stock_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_popular_makes" ADD CONSTRAINT "sites_settings_popular_makes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_custom_body_types" ADD CONSTRAINT "sites_settings_custom_body_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_phone_numbers_shown" ADD CONSTRAINT "sites_settings_phone_numbers_shown_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_makes_with_finance_off" ADD CONSTRAINT "sites_settings_makes_with_finance_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_gated_routes" ADD CONSTRAINT "sites_settings_gated_routes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_excluded_location_ids" ADD CONSTRAINT "sites_settings_excluded_location_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_fixed_licence_numbers" ADD CONSTRAINT "sites_settings_fixed_licence_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_settings_offer_ids_exempt_from_exclusion" ADD CONSTRAINT "sites_settings_offer_ids_exempt_from_exclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_branding_logo_id_media_id_fk" FOREIGN KEY ("branding_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_rels" ADD CONSTRAINT "dealerships_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_location_subtype" ADD CONSTRAINT "locations_location_subtype_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours_days" ADD CONSTRAINT "locations_opening_hours_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "holiday_hours" ADD CONSTRAINT "holiday_hours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "holiday_hours_rels" ADD CONSTRAINT "holiday_hours_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."holiday_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "holiday_hours_rels" ADD CONSTRAINT "holiday_hours_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_holiday_hours_fk" FOREIGN KEY ("holiday_hours_id") REFERENCES "public"."holiday_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_default_site_id_sites_id_fk" FOREIGN KEY ("default_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_sites_order_idx" ON "users_sites" USING btree ("_order");
  CREATE INDEX "users_sites_parent_id_idx" ON "users_sites" USING btree ("_parent_id");
  CREATE INDEX "users_sites_site_idx" ON "users_sites" USING btree ("site_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_stock_car_types_order_idx" ON "sites_settings_stock_car_types" USING btree ("order");
  CREATE INDEX "sites_settings_stock_car_types_parent_idx" ON "sites_settings_stock_car_types" USING btree ("parent_id");
  CREATE INDEX "sites_settings_stock_item_types_order_idx" ON "sites_settings_stock_item_types" USING btree ("order");
  CREATE INDEX "sites_settings_stock_item_types_parent_idx" ON "sites_settings_stock_item_types" USING btree ("parent_id");
  CREATE INDEX "sites_settings_excluded_stock_numbers_order_idx" ON "sites_settings_excluded_stock_numbers" USING btree ("_order");
  CREATE INDEX "sites_settings_excluded_stock_numbers_parent_id_idx" ON "sites_settings_excluded_stock_numbers" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_popular_makes_order_idx" ON "sites_settings_popular_makes" USING btree ("_order");
  CREATE INDEX "sites_settings_popular_makes_parent_id_idx" ON "sites_settings_popular_makes" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_custom_body_types_order_idx" ON "sites_settings_custom_body_types" USING btree ("order");
  CREATE INDEX "sites_settings_custom_body_types_parent_idx" ON "sites_settings_custom_body_types" USING btree ("parent_id");
  CREATE INDEX "sites_settings_phone_numbers_shown_order_idx" ON "sites_settings_phone_numbers_shown" USING btree ("order");
  CREATE INDEX "sites_settings_phone_numbers_shown_parent_idx" ON "sites_settings_phone_numbers_shown" USING btree ("parent_id");
  CREATE INDEX "sites_settings_makes_with_finance_off_order_idx" ON "sites_settings_makes_with_finance_off" USING btree ("_order");
  CREATE INDEX "sites_settings_makes_with_finance_off_parent_id_idx" ON "sites_settings_makes_with_finance_off" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_gated_routes_order_idx" ON "sites_settings_gated_routes" USING btree ("order");
  CREATE INDEX "sites_settings_gated_routes_parent_idx" ON "sites_settings_gated_routes" USING btree ("parent_id");
  CREATE INDEX "sites_settings_excluded_location_ids_order_idx" ON "sites_settings_excluded_location_ids" USING btree ("_order");
  CREATE INDEX "sites_settings_excluded_location_ids_parent_id_idx" ON "sites_settings_excluded_location_ids" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_fixed_licence_numbers_order_idx" ON "sites_settings_fixed_licence_numbers" USING btree ("_order");
  CREATE INDEX "sites_settings_fixed_licence_numbers_parent_id_idx" ON "sites_settings_fixed_licence_numbers" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_offer_ids_exempt_from_exclusion_order_idx" ON "sites_settings_offer_ids_exempt_from_exclusion" USING btree ("_order");
  CREATE INDEX "sites_settings_offer_ids_exempt_from_exclusion_parent_id_idx" ON "sites_settings_offer_ids_exempt_from_exclusion" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE INDEX "sites_branding_branding_logo_idx" ON "sites" USING btree ("branding_logo_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "dealerships_site_idx" ON "dealerships" USING btree ("site_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "dealerships_rels_order_idx" ON "dealerships_rels" USING btree ("order");
  CREATE INDEX "dealerships_rels_parent_idx" ON "dealerships_rels" USING btree ("parent_id");
  CREATE INDEX "dealerships_rels_path_idx" ON "dealerships_rels" USING btree ("path");
  CREATE INDEX "dealerships_rels_manufacturers_id_idx" ON "dealerships_rels" USING btree ("manufacturers_id");
  CREATE INDEX "locations_location_subtype_order_idx" ON "locations_location_subtype" USING btree ("order");
  CREATE INDEX "locations_location_subtype_parent_idx" ON "locations_location_subtype" USING btree ("parent_id");
  CREATE INDEX "locations_opening_hours_days_order_idx" ON "locations_opening_hours_days" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_days_parent_id_idx" ON "locations_opening_hours_days" USING btree ("_parent_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE INDEX "holiday_hours_site_idx" ON "holiday_hours" USING btree ("site_id");
  CREATE INDEX "holiday_hours_date_idx" ON "holiday_hours" USING btree ("date");
  CREATE INDEX "holiday_hours_updated_at_idx" ON "holiday_hours" USING btree ("updated_at");
  CREATE INDEX "holiday_hours_created_at_idx" ON "holiday_hours" USING btree ("created_at");
  CREATE INDEX "holiday_hours_rels_order_idx" ON "holiday_hours_rels" USING btree ("order");
  CREATE INDEX "holiday_hours_rels_parent_idx" ON "holiday_hours_rels" USING btree ("parent_id");
  CREATE INDEX "holiday_hours_rels_path_idx" ON "holiday_hours_rels" USING btree ("path");
  CREATE INDEX "holiday_hours_rels_locations_id_idx" ON "holiday_hours_rels" USING btree ("locations_id");
  CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_logo_idx" ON "manufacturers" USING btree ("logo_id");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_holiday_hours_id_idx" ON "payload_locked_documents_rels" USING btree ("holiday_hours_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "platform_settings_default_site_idx" ON "platform_settings" USING btree ("default_site_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sites" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites_settings_stock_car_types" CASCADE;
  DROP TABLE "sites_settings_stock_item_types" CASCADE;
  DROP TABLE "sites_settings_excluded_stock_numbers" CASCADE;
  DROP TABLE "sites_settings_popular_makes" CASCADE;
  DROP TABLE "sites_settings_custom_body_types" CASCADE;
  DROP TABLE "sites_settings_phone_numbers_shown" CASCADE;
  DROP TABLE "sites_settings_makes_with_finance_off" CASCADE;
  DROP TABLE "sites_settings_gated_routes" CASCADE;
  DROP TABLE "sites_settings_excluded_location_ids" CASCADE;
  DROP TABLE "sites_settings_fixed_licence_numbers" CASCADE;
  DROP TABLE "sites_settings_offer_ids_exempt_from_exclusion" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "dealerships_rels" CASCADE;
  DROP TABLE "locations_location_subtype" CASCADE;
  DROP TABLE "locations_opening_hours_days" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "holiday_hours" CASCADE;
  DROP TABLE "holiday_hours_rels" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "platform_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_sites_settings_stock_car_types";
  DROP TYPE "public"."enum_sites_settings_stock_item_types";
  DROP TYPE "public"."enum_sites_settings_custom_body_types";
  DROP TYPE "public"."enum_sites_settings_phone_numbers_shown";
  DROP TYPE "public"."enum_sites_settings_gated_routes";
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_sites_default_state";
  DROP TYPE "public"."enum_sites_finance_provider";
  DROP TYPE "public"."enum_sites_branding_font";
  DROP TYPE "public"."enum_sites_settings_truck_maps_to";
  DROP TYPE "public"."enum_sites_settings_special_feature";
  DROP TYPE "public"."enum_sites_settings_finance_provider";
  DROP TYPE "public"."enum_sites_settings_reserve_path";
  DROP TYPE "public"."enum_sites_settings_blog";
  DROP TYPE "public"."enum_dealerships_licence_label";
  DROP TYPE "public"."enum_locations_location_subtype";
  DROP TYPE "public"."enum_locations_opening_hours_days_weekday";
  DROP TYPE "public"."enum_locations_opening_hours_days_status";
  DROP TYPE "public"."enum_locations_opening_hours_department";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_holiday_hours_status";
  DROP TYPE "public"."enum_holiday_hours_department";`)
}
