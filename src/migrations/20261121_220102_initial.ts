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
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_menus_placement" AS ENUM('header', 'footer');
  CREATE TYPE "public"."enum_pages_blocks_hero_ctas_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_hero_heading_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_pages_blocks_feature_banner_tiles_icon" AS ENUM('offers', 'service', 'trade-in', 'none');
  CREATE TYPE "public"."enum_pages_blocks_locations_filter" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id');
  CREATE TYPE "public"."enum_pages_blocks_locations_subtype" AS ENUM('buying', 'used', 'caravans', 'commercial');
  CREATE TYPE "public"."enum_pages_blocks_locations_display" AS ENUM('grid', 'card');
  CREATE TYPE "public"."enum_pages_blocks_budget_search_vehicle_type" AS ENUM('car', 'caravan');
  CREATE TYPE "public"."enum_pages_blocks_budget_search_default_period" AS ENUM('weekly', 'monthly');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_ctas_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_heading_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_banner_tiles_icon" AS ENUM('offers', 'service', 'trade-in', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_filter" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_subtype" AS ENUM('buying', 'used', 'caravans', 'commercial');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_display" AS ENUM('grid', 'card');
  CREATE TYPE "public"."enum__pages_v_blocks_budget_search_vehicle_type" AS ENUM('car', 'caravan');
  CREATE TYPE "public"."enum__pages_v_blocks_budget_search_default_period" AS ENUM('weekly', 'monthly');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('news', 'vehicle-reviews');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('news', 'vehicle-reviews');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_vehicles_finance_provider" AS ENUM('Taurus', 'Car Clarity', 'Manual', '360 Finance', 'Angle', 'Powertorque', 'Nissan Finance', 'AusLoans');
  CREATE TYPE "public"."enum_vehicles_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_vehicles_item_type" AS ENUM('car', 'caravan');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  CREATE TYPE "public"."enum_vehicles_state" AS ENUM('qld', 'nsw', 'vic', 'act', 'tas', 'sa', 'wa', 'nt');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncVehicle', 'deleteVehicle', 'rebuildIndex');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncVehicle', 'deleteVehicle', 'rebuildIndex');
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
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"disclaimer" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"manufacturer_id" integer,
  	"model_name" varchar,
  	"model_slug" varchar,
  	"model_override_url" varchar,
  	"valid_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_disclaimer" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_manufacturer_id" integer,
  	"version_model_name" varchar,
  	"version_model_slug" varchar,
  	"version_model_override_url" varchar,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric DEFAULT 5 NOT NULL,
  	"text" varchar,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"location_id" integer,
  	"dealership_id" integer,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"placement" "enum_menus_placement" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum_pages_blocks_hero_ctas_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"background_image_id" integer,
  	"heading_level" "enum_pages_blocks_hero_heading_level" DEFAULT 'h1',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"href" varchar,
  	"text" varchar,
  	"icon" "enum_pages_blocks_feature_banner_tiles_icon" DEFAULT 'none'
  );
  
  CREATE TABLE "pages_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers_grid" (
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
  
  CREATE TABLE "pages_blocks_reviews_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What Our Customers Say',
  	"location_id" integer,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations_excluded_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"filter" "enum_pages_blocks_locations_filter" DEFAULT 'all',
  	"location_id" numeric,
  	"manufacturer_id" integer,
  	"subtype" "enum_pages_blocks_locations_subtype",
  	"display" "enum_pages_blocks_locations_display" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"vehicle_type" "enum_pages_blocks_budget_search_vehicle_type" DEFAULT 'car',
  	"default_period" "enum_pages_blocks_budget_search_default_period" DEFAULT 'weekly',
  	"search_path" varchar DEFAULT '/cars/',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-in FAQs',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_content_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'narrow',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum__pages_v_blocks_hero_ctas_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"background_image_id" integer,
  	"heading_level" "enum__pages_v_blocks_hero_heading_level" DEFAULT 'h1',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"href" varchar,
  	"text" varchar,
  	"icon" "enum__pages_v_blocks_feature_banner_tiles_icon" DEFAULT 'none',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest Offers',
  	"limit" numeric,
  	"manufacturer_id" integer,
  	"empty_text" varchar DEFAULT 'There are no current offers. Please check back soon.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What Our Customers Say',
  	"location_id" integer,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations_excluded_ids" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"filter" "enum__pages_v_blocks_locations_filter" DEFAULT 'all',
  	"location_id" numeric,
  	"manufacturer_id" integer,
  	"subtype" "enum__pages_v_blocks_locations_subtype",
  	"display" "enum__pages_v_blocks_locations_display" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_budget_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"vehicle_type" "enum__pages_v_blocks_budget_search_vehicle_type" DEFAULT 'car',
  	"default_period" "enum__pages_v_blocks_budget_search_default_period" DEFAULT 'weekly',
  	"search_path" varchar DEFAULT '/cars/',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trade_in_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Trade-in FAQs',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'narrow',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category" DEFAULT 'news',
  	"published_at" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"hero_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category" DEFAULT 'news',
  	"version_published_at" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_hero_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "vehicles_standard_equipment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "vehicles_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "vehicles_finance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" "enum_vehicles_finance_provider" NOT NULL,
  	"interest_rate" numeric,
  	"comparison_rate" numeric,
  	"payment_week" numeric,
  	"payment_month" numeric,
  	"term_months" numeric,
  	"term_years" numeric,
  	"deposit" numeric,
  	"balloon" numeric,
  	"disclaimer" varchar
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"dealership_id" integer NOT NULL,
  	"location_id" integer,
  	"stocknum" varchar NOT NULL,
  	"vin" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"year" numeric,
  	"car_type" "enum_vehicles_car_type" DEFAULT 'used' NOT NULL,
  	"item_type" "enum_vehicles_item_type" DEFAULT 'car' NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'in_stock' NOT NULL,
  	"reserved" boolean DEFAULT false,
  	"certified" boolean DEFAULT false,
  	"preorder" boolean DEFAULT false,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"has_nvic" boolean DEFAULT false,
  	"tag" varchar,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"km" numeric,
  	"custom_rank" numeric DEFAULT 0,
  	"views" numeric DEFAULT 0,
  	"listed_at" timestamp(3) with time zone,
  	"sold_date_timestamp" numeric,
  	"dealercomments" varchar,
  	"carsales_title" varchar,
  	"file" varchar,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"engine_size" varchar,
  	"simple_fuel" varchar,
  	"fuel" varchar,
  	"simple_body" varchar,
  	"simple_drive" varchar,
  	"drive" varchar,
  	"simple_transmission" varchar,
  	"transmission" varchar,
  	"trans" varchar,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"variant_cylinders" numeric,
  	"variant_enginesize" varchar,
  	"variant_enginesize_litres" numeric,
  	"variant_induction" varchar,
  	"variant_geartype" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_bodyconfiguration" varchar,
  	"variant_torque" varchar,
  	"variant_ancaprating" numeric,
  	"caravan_body_width" numeric,
  	"caravan_body_length" numeric,
  	"caravan_tare_weight" numeric,
  	"caravan_axle_type" varchar,
  	"caravan_sleeps" numeric,
  	"caravan_aggregate_trailer_mass" numeric,
  	"city" varchar,
  	"state" "enum_vehicles_state",
  	"location_name" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"autograb_data_state_average_market_price" numeric,
  	"autograb_data_average_market_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"media_id" integer,
  	"offers_id" integer,
  	"reviews_id" integer,
  	"menus_id" integer,
  	"pages_id" integer,
  	"posts_id" integer,
  	"vehicles_id" integer
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
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("version_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_ctas" ADD CONSTRAINT "pages_blocks_hero_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner_tiles" ADD CONSTRAINT "pages_blocks_feature_banner_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner" ADD CONSTRAINT "pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers_grid" ADD CONSTRAINT "pages_blocks_offers_grid_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers_grid" ADD CONSTRAINT "pages_blocks_offers_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_carousel" ADD CONSTRAINT "pages_blocks_reviews_carousel_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews_carousel" ADD CONSTRAINT "pages_blocks_reviews_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations_excluded_ids" ADD CONSTRAINT "pages_blocks_locations_excluded_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_search" ADD CONSTRAINT "pages_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq_items" ADD CONSTRAINT "pages_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trade_in_faq" ADD CONSTRAINT "pages_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_columns_columns" ADD CONSTRAINT "pages_blocks_content_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_columns" ADD CONSTRAINT "pages_blocks_content_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_ctas" ADD CONSTRAINT "_pages_v_blocks_hero_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner_tiles" ADD CONSTRAINT "_pages_v_blocks_feature_banner_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner" ADD CONSTRAINT "_pages_v_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers_grid" ADD CONSTRAINT "_pages_v_blocks_offers_grid_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers_grid" ADD CONSTRAINT "_pages_v_blocks_offers_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_carousel" ADD CONSTRAINT "_pages_v_blocks_reviews_carousel_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_carousel" ADD CONSTRAINT "_pages_v_blocks_reviews_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations_excluded_ids" ADD CONSTRAINT "_pages_v_blocks_locations_excluded_ids_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_search" ADD CONSTRAINT "_pages_v_blocks_budget_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq_items" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trade_in_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trade_in_faq" ADD CONSTRAINT "_pages_v_blocks_trade_in_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_columns_columns" ADD CONSTRAINT "_pages_v_blocks_content_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_columns" ADD CONSTRAINT "_pages_v_blocks_content_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_standard_equipment" ADD CONSTRAINT "vehicles_standard_equipment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_images" ADD CONSTRAINT "vehicles_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_images" ADD CONSTRAINT "vehicles_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_finance" ADD CONSTRAINT "vehicles_finance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_holiday_hours_fk" FOREIGN KEY ("holiday_hours_id") REFERENCES "public"."holiday_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "offers_slug_idx" ON "offers" USING btree ("slug");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_sites_id_idx" ON "offers_rels" USING btree ("sites_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_slug_idx" ON "_offers_v" USING btree ("version_slug");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_manufacturer_idx" ON "_offers_v" USING btree ("version_manufacturer_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_sites_id_idx" ON "_offers_v_rels" USING btree ("sites_id");
  CREATE INDEX "reviews_site_idx" ON "reviews" USING btree ("site_id");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_dealership_idx" ON "reviews" USING btree ("dealership_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_site_idx" ON "menus" USING btree ("site_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "pages_blocks_hero_ctas_order_idx" ON "pages_blocks_hero_ctas" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_ctas_parent_id_idx" ON "pages_blocks_hero_ctas" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_background_image_idx" ON "pages_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_feature_banner_tiles_order_idx" ON "pages_blocks_feature_banner_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_tiles_parent_id_idx" ON "pages_blocks_feature_banner_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_order_idx" ON "pages_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_parent_id_idx" ON "pages_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_path_idx" ON "pages_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_grid_order_idx" ON "pages_blocks_offers_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_grid_parent_id_idx" ON "pages_blocks_offers_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_grid_path_idx" ON "pages_blocks_offers_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_grid_manufacturer_idx" ON "pages_blocks_offers_grid" USING btree ("manufacturer_id");
  CREATE INDEX "pages_blocks_reviews_carousel_order_idx" ON "pages_blocks_reviews_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_carousel_parent_id_idx" ON "pages_blocks_reviews_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_carousel_path_idx" ON "pages_blocks_reviews_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_carousel_location_idx" ON "pages_blocks_reviews_carousel" USING btree ("location_id");
  CREATE INDEX "pages_blocks_locations_excluded_ids_order_idx" ON "pages_blocks_locations_excluded_ids" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_excluded_ids_parent_id_idx" ON "pages_blocks_locations_excluded_ids" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_manufacturer_idx" ON "pages_blocks_locations" USING btree ("manufacturer_id");
  CREATE INDEX "pages_blocks_budget_search_order_idx" ON "pages_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_budget_search_parent_id_idx" ON "pages_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_search_path_idx" ON "pages_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_trade_in_faq_items_order_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_items_parent_id_idx" ON "pages_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_order_idx" ON "pages_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_trade_in_faq_parent_id_idx" ON "pages_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trade_in_faq_path_idx" ON "pages_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_columns_columns_order_idx" ON "pages_blocks_content_columns_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_columns_columns_parent_id_idx" ON "pages_blocks_content_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_columns_order_idx" ON "pages_blocks_content_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_columns_parent_id_idx" ON "pages_blocks_content_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_columns_path_idx" ON "pages_blocks_content_columns" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_ctas_order_idx" ON "_pages_v_blocks_hero_ctas" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_ctas_parent_id_idx" ON "_pages_v_blocks_hero_ctas" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_background_image_idx" ON "_pages_v_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_tiles_order_idx" ON "_pages_v_blocks_feature_banner_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_tiles_parent_id_idx" ON "_pages_v_blocks_feature_banner_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_order_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_parent_id_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_path_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_grid_order_idx" ON "_pages_v_blocks_offers_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_grid_parent_id_idx" ON "_pages_v_blocks_offers_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_grid_path_idx" ON "_pages_v_blocks_offers_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_grid_manufacturer_idx" ON "_pages_v_blocks_offers_grid" USING btree ("manufacturer_id");
  CREATE INDEX "_pages_v_blocks_reviews_carousel_order_idx" ON "_pages_v_blocks_reviews_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_carousel_parent_id_idx" ON "_pages_v_blocks_reviews_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_carousel_path_idx" ON "_pages_v_blocks_reviews_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_carousel_location_idx" ON "_pages_v_blocks_reviews_carousel" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_locations_excluded_ids_order_idx" ON "_pages_v_blocks_locations_excluded_ids" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_excluded_ids_parent_id_idx" ON "_pages_v_blocks_locations_excluded_ids" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_manufacturer_idx" ON "_pages_v_blocks_locations" USING btree ("manufacturer_id");
  CREATE INDEX "_pages_v_blocks_budget_search_order_idx" ON "_pages_v_blocks_budget_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_budget_search_parent_id_idx" ON "_pages_v_blocks_budget_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_budget_search_path_idx" ON "_pages_v_blocks_budget_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_order_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_items_parent_id_idx" ON "_pages_v_blocks_trade_in_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_order_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_parent_id_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trade_in_faq_path_idx" ON "_pages_v_blocks_trade_in_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_columns_columns_order_idx" ON "_pages_v_blocks_content_columns_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_columns_columns_parent_id_idx" ON "_pages_v_blocks_content_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_columns_order_idx" ON "_pages_v_blocks_content_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_columns_parent_id_idx" ON "_pages_v_blocks_content_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_columns_path_idx" ON "_pages_v_blocks_content_columns" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "posts_site_idx" ON "posts" USING btree ("site_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_site_idx" ON "_posts_v" USING btree ("version_site_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "vehicles_standard_equipment_order_idx" ON "vehicles_standard_equipment" USING btree ("_order");
  CREATE INDEX "vehicles_standard_equipment_parent_id_idx" ON "vehicles_standard_equipment" USING btree ("_parent_id");
  CREATE INDEX "vehicles_images_order_idx" ON "vehicles_images" USING btree ("_order");
  CREATE INDEX "vehicles_images_parent_id_idx" ON "vehicles_images" USING btree ("_parent_id");
  CREATE INDEX "vehicles_images_image_idx" ON "vehicles_images" USING btree ("image_id");
  CREATE INDEX "vehicles_finance_order_idx" ON "vehicles_finance" USING btree ("_order");
  CREATE INDEX "vehicles_finance_parent_id_idx" ON "vehicles_finance" USING btree ("_parent_id");
  CREATE INDEX "vehicles_site_idx" ON "vehicles" USING btree ("site_id");
  CREATE INDEX "vehicles_slug_idx" ON "vehicles" USING btree ("slug");
  CREATE INDEX "vehicles_dealership_idx" ON "vehicles" USING btree ("dealership_id");
  CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location_id");
  CREATE INDEX "vehicles_stocknum_idx" ON "vehicles" USING btree ("stocknum");
  CREATE INDEX "vehicles_make_idx" ON "vehicles" USING btree ("make");
  CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model");
  CREATE INDEX "vehicles_car_type_idx" ON "vehicles" USING btree ("car_type");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
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
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
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
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "pages_blocks_hero_ctas" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_feature_banner_tiles" CASCADE;
  DROP TABLE "pages_blocks_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_offers_grid" CASCADE;
  DROP TABLE "pages_blocks_reviews_carousel" CASCADE;
  DROP TABLE "pages_blocks_locations_excluded_ids" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_budget_search" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "pages_blocks_trade_in_faq" CASCADE;
  DROP TABLE "pages_blocks_content_columns_columns" CASCADE;
  DROP TABLE "pages_blocks_content_columns" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_ctas" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_offers_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_locations_excluded_ids" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_search" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trade_in_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_content_columns_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_content_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "vehicles_standard_equipment" CASCADE;
  DROP TABLE "vehicles_images" CASCADE;
  DROP TABLE "vehicles_finance" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
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
  DROP TYPE "public"."enum_holiday_hours_department";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_menus_placement";
  DROP TYPE "public"."enum_pages_blocks_hero_ctas_style";
  DROP TYPE "public"."enum_pages_blocks_hero_heading_level";
  DROP TYPE "public"."enum_pages_blocks_feature_banner_tiles_icon";
  DROP TYPE "public"."enum_pages_blocks_locations_filter";
  DROP TYPE "public"."enum_pages_blocks_locations_subtype";
  DROP TYPE "public"."enum_pages_blocks_locations_display";
  DROP TYPE "public"."enum_pages_blocks_budget_search_vehicle_type";
  DROP TYPE "public"."enum_pages_blocks_budget_search_default_period";
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_ctas_style";
  DROP TYPE "public"."enum__pages_v_blocks_hero_heading_level";
  DROP TYPE "public"."enum__pages_v_blocks_feature_banner_tiles_icon";
  DROP TYPE "public"."enum__pages_v_blocks_locations_filter";
  DROP TYPE "public"."enum__pages_v_blocks_locations_subtype";
  DROP TYPE "public"."enum__pages_v_blocks_locations_display";
  DROP TYPE "public"."enum__pages_v_blocks_budget_search_vehicle_type";
  DROP TYPE "public"."enum__pages_v_blocks_budget_search_default_period";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_vehicles_finance_provider";
  DROP TYPE "public"."enum_vehicles_car_type";
  DROP TYPE "public"."enum_vehicles_item_type";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_vehicles_state";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
