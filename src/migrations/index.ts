import * as migration_20261121_220102_initial from './20261121_220102_initial';
import * as migration_20261123_001532_vehicle_page from './20261123_001532_vehicle_page';

export const migrations = [
  {
    up: migration_20261121_220102_initial.up,
    down: migration_20261121_220102_initial.down,
    name: '20261121_220102_initial',
  },
  {
    up: migration_20261123_001532_vehicle_page.up,
    down: migration_20261123_001532_vehicle_page.down,
    name: '20261123_001532_vehicle_page'
  },
];
