import * as migration_20261121_220102_initial from './20261121_220102_initial';

export const migrations = [
  {
    up: migration_20261121_220102_initial.up,
    down: migration_20261121_220102_initial.down,
    name: '20261121_220102_initial'
  },
];
