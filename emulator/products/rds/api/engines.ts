// What ApsaraDB RDS sells here: the engines, their versions (the 2014-08-15 API's EngineVersion values) and
// instance classes (cores, memory in MB), with each engine's instance ID prefix, endpoint infix and port.
import type { RdsEngine } from './model.js';

export const RDS_ENGINES = ['MySQL', 'PostgreSQL', 'MariaDB', 'SQLServer'] as const;

/** Instance classes sold here: cores, memory (MB) and engine. */
export const RDS_CLASSES: Record<string, { cpu: number; memory: number; engine: RdsEngine }> = {
  'mysql.n2.small.1': { cpu: 1, memory: 2048, engine: 'MySQL' },
  'mysql.n2.medium.1': { cpu: 2, memory: 4096, engine: 'MySQL' },
  'mysql.n4.medium.1': { cpu: 2, memory: 8192, engine: 'MySQL' },
  'mysql.n2.large.1': { cpu: 4, memory: 8192, engine: 'MySQL' },
  'pg.n2.small.1': { cpu: 1, memory: 2048, engine: 'PostgreSQL' },
  'pg.n2.medium.1': { cpu: 2, memory: 4096, engine: 'PostgreSQL' },
  'pg.n2.large.1': { cpu: 4, memory: 8192, engine: 'PostgreSQL' },
  'mariadb.n2.small.2c': { cpu: 1, memory: 2048, engine: 'MariaDB' },
  'mariadb.n2.medium.2c': { cpu: 2, memory: 4096, engine: 'MariaDB' },
  'mariadb.x2.large.2c': { cpu: 4, memory: 8192, engine: 'MariaDB' },
  'mariadb.x4.large.2c': { cpu: 4, memory: 16384, engine: 'MariaDB' },
  'mssql.x4.medium.s2': { cpu: 2, memory: 8192, engine: 'SQLServer' },
  'mssql.x4.large.s2': { cpu: 4, memory: 16384, engine: 'SQLServer' },
  'mssql.x4.xlarge.s2': { cpu: 8, memory: 32768, engine: 'SQLServer' },
};

/** SQL Server versions name the release and the edition: `std_ha` Standard (high availability), `ent` Enterprise. */
export const ENGINE_VERSIONS: Record<RdsEngine, string[]> = {
  MySQL: ['5.6', '5.7', '8.0'],
  PostgreSQL: ['13.0', '14.0', '15.0', '16.0', '17.0'],
  MariaDB: ['10.3', '10.6'],
  SQLServer: ['2016_std_ha', '2017_std_ha', '2019_std_ha', '2019_ent', '2022_std_ha', '2022_ent'],
};

/** Instance ID prefix, endpoint infix (`<id>.<infix>.rds.aliyuncs.com`) and port of each engine. */
export const ENGINE_NETWORK: Record<RdsEngine, { prefix: string; infix: string; port: string }> = {
  MySQL: { prefix: 'rm', infix: 'mysql', port: '3306' },
  PostgreSQL: { prefix: 'pgm', infix: 'pg', port: '5432' },
  MariaDB: { prefix: 'rm', infix: 'mariadb', port: '3306' },
  SQLServer: { prefix: 'rm', infix: 'sqlserver', port: '1433' },
};
