import * as migration_20261121_220102_initial from './20261121_220102_initial';
import * as migration_20261123_001532_vehicle_page from './20261123_001532_vehicle_page';
import * as migration_20261123_002315_sync_vehicles_task from './20261123_002315_sync_vehicles_task';
import * as migration_20261123_002441_login_throttle_rate_limits from './20261123_002441_login_throttle_rate_limits';
import * as migration_20261123_002905_leads from './20261123_002905_leads';
import * as migration_20261123_004046_lead_form_block from './20261123_004046_lead_form_block';

export const migrations = [
  {
    up: migration_20261121_220102_initial.up,
    down: migration_20261121_220102_initial.down,
    name: '20261121_220102_initial'
  },
  {
    up: migration_20261123_001532_vehicle_page.up,
    down: migration_20261123_001532_vehicle_page.down,
    name: '20261123_001532_vehicle_page'
  },
  {
    up: migration_20261123_002315_sync_vehicles_task.up,
    down: migration_20261123_002315_sync_vehicles_task.down,
    name: '20261123_002315_sync_vehicles_task'
  },
  {
    up: migration_20261123_002441_login_throttle_rate_limits.up,
    down: migration_20261123_002441_login_throttle_rate_limits.down,
    name: '20261123_002441_login_throttle_rate_limits'
  },
  {
    up: migration_20261123_002905_leads.up,
    down: migration_20261123_002905_leads.down,
    name: '20261123_002905_leads',
  },
  {
    up: migration_20261123_004046_lead_form_block.up,
    down: migration_20261123_004046_lead_form_block.down,
    name: '20261123_004046_lead_form_block'
  },
];
