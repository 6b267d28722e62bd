import * as migration_20261121_220102_initial from './20261121_220102_initial';
import * as migration_20261123_014529_session_car_page_leads_hardening from './20261123_014529_session_car_page_leads_hardening';
import * as migration_20261123_061328_session_lead_photos_shopper_accounts from './20261123_061328_session_lead_photos_shopper_accounts';
import * as migration_20261126_164742_holiday_hours_wall_clock_shopper_mail from './20261126_164742_holiday_hours_wall_clock_shopper_mail';
import * as migration_20261126_171941_site_icon from './20261126_171941_site_icon';
import * as migration_20261126_193121_trade_in_valuation from './20261126_193121_trade_in_valuation';
import * as migration_20261126_200641_admin_privacy_leads_rush from './20261126_200641_admin_privacy_leads_rush';
import * as migration_20261126_202547_reservations from './20261126_202547_reservations';
import * as migration_20261126_225807_issue23_and_web_vitals from './20261126_225807_issue23_and_web_vitals';
import * as migration_20261206_112000_checkout_client_address from './20261206_112000_checkout_client_address';
import * as migration_20261206_112147_vehicle_delete_keeps_history from './20261206_112147_vehicle_delete_keeps_history';
import * as migration_20261206_120000_claim_owners from './20261206_120000_claim_owners';
import * as migration_20261206_120000_unique_site_domains from './20261206_120000_unique_site_domains';
import * as migration_20261206_140000_dealership_abn from './20261206_140000_dealership_abn';
import * as migration_20261206_140000_hero_search_box from './20261206_140000_hero_search_box';
import * as migration_20261206_140000_platform_offer_opt_in from './20261206_140000_platform_offer_opt_in';
import * as migration_20261206_150000_object_storage_fields from './20261206_150000_object_storage_fields';
import * as migration_20261206_182000_saved_search_alerts from './20261206_182000_saved_search_alerts';
import * as migration_20261206_183000_lead_sources from './20261206_183000_lead_sources';
import * as migration_20261206_184000_listing_feeds_car_views from './20261206_184000_listing_feeds_car_views';
import * as migration_20261206_185000_alert_items_indexes from './20261206_185000_alert_items_indexes';
import * as migration_20261207_030000_alert_cursor_keyset from './20261207_030000_alert_cursor_keyset';

export const migrations = [
  {
    up: migration_20261121_220102_initial.up,
    down: migration_20261121_220102_initial.down,
    name: '20261121_220102_initial',
  },
  {
    up: migration_20261123_014529_session_car_page_leads_hardening.up,
    down: migration_20261123_014529_session_car_page_leads_hardening.down,
    name: '20261123_014529_session_car_page_leads_hardening',
  },
  {
    up: migration_20261123_061328_session_lead_photos_shopper_accounts.up,
    down: migration_20261123_061328_session_lead_photos_shopper_accounts.down,
    name: '20261123_061328_session_lead_photos_shopper_accounts',
  },
  {
    up: migration_20261126_164742_holiday_hours_wall_clock_shopper_mail.up,
    down: migration_20261126_164742_holiday_hours_wall_clock_shopper_mail.down,
    name: '20261126_164742_holiday_hours_wall_clock_shopper_mail',
  },
  {
    up: migration_20261126_171941_site_icon.up,
    down: migration_20261126_171941_site_icon.down,
    name: '20261126_171941_site_icon',
  },
  {
    up: migration_20261126_193121_trade_in_valuation.up,
    down: migration_20261126_193121_trade_in_valuation.down,
    name: '20261126_193121_trade_in_valuation',
  },
  {
    up: migration_20261126_200641_admin_privacy_leads_rush.up,
    down: migration_20261126_200641_admin_privacy_leads_rush.down,
    name: '20261126_200641_admin_privacy_leads_rush',
  },
  {
    up: migration_20261126_202547_reservations.up,
    down: migration_20261126_202547_reservations.down,
    name: '20261126_202547_reservations',
  },
  {
    up: migration_20261126_225807_issue23_and_web_vitals.up,
    down: migration_20261126_225807_issue23_and_web_vitals.down,
    name: '20261126_225807_issue23_and_web_vitals',
  },
  {
    up: migration_20261206_112000_checkout_client_address.up,
    down: migration_20261206_112000_checkout_client_address.down,
    name: '20261206_112000_checkout_client_address',
  },
  {
    up: migration_20261206_112147_vehicle_delete_keeps_history.up,
    down: migration_20261206_112147_vehicle_delete_keeps_history.down,
    name: '20261206_112147_vehicle_delete_keeps_history',
  },
  {
    up: migration_20261206_120000_claim_owners.up,
    down: migration_20261206_120000_claim_owners.down,
    name: '20261206_120000_claim_owners',
  },
  {
    up: migration_20261206_120000_unique_site_domains.up,
    down: migration_20261206_120000_unique_site_domains.down,
    name: '20261206_120000_unique_site_domains',
  },
  {
    up: migration_20261206_140000_dealership_abn.up,
    down: migration_20261206_140000_dealership_abn.down,
    name: '20261206_140000_dealership_abn',
  },
  {
    up: migration_20261206_140000_hero_search_box.up,
    down: migration_20261206_140000_hero_search_box.down,
    name: '20261206_140000_hero_search_box',
  },
  {
    up: migration_20261206_140000_platform_offer_opt_in.up,
    down: migration_20261206_140000_platform_offer_opt_in.down,
    name: '20261206_140000_platform_offer_opt_in',
  },
  {
    up: migration_20261206_150000_object_storage_fields.up,
    down: migration_20261206_150000_object_storage_fields.down,
    name: '20261206_150000_object_storage_fields',
  },
  {
    up: migration_20261206_182000_saved_search_alerts.up,
    down: migration_20261206_182000_saved_search_alerts.down,
    name: '20261206_182000_saved_search_alerts',
  },
  {
    up: migration_20261206_183000_lead_sources.up,
    down: migration_20261206_183000_lead_sources.down,
    name: '20261206_183000_lead_sources',
  },
  {
    up: migration_20261206_184000_listing_feeds_car_views.up,
    down: migration_20261206_184000_listing_feeds_car_views.down,
    name: '20261206_184000_listing_feeds_car_views',
  },
  {
    up: migration_20261206_185000_alert_items_indexes.up,
    down: migration_20261206_185000_alert_items_indexes.down,
    name: '20261206_185000_alert_items_indexes',
  },
  {
    up: migration_20261207_030000_alert_cursor_keyset.up,
    down: migration_20261207_030000_alert_cursor_keyset.down,
    name: '20261207_030000_alert_cursor_keyset',
  },
];
