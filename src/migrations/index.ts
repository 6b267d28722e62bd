import * as migration_20261121_212033_initial from './20261121_212033_initial';

export const migrations = [
  {
    up: migration_20261121_212033_initial.up,
    down: migration_20261121_212033_initial.down,
    name: '20261121_212033_initial'
  },
];
