import * as migration_20261121_220102_initial from './20261121_220102_initial';
import * as migration_20261123_002905_leads from './20261123_002905_leads';
import * as migration_20261123_004046_lead_form_block from './20261123_004046_lead_form_block';

export const migrations = [
  {
    up: migration_20261121_220102_initial.up,
    down: migration_20261121_220102_initial.down,
    name: '20261121_220102_initial',
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
