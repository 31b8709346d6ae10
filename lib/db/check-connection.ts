import pg from "pg";

/** Connects once and explains in one line why it failed: for a start that stops with a message, not a stack trace. */
export async function checkConnection(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    return `${e.code ? `${e.code}: ` : ""}${e.message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "(unparseable URL)";
  }
}
