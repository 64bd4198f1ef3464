import pg from 'pg';

/**
 * Keeps the pids of the PostgreSQL server processes serving one database up to date (every
 * second), so their CPU can be counted beside the instances'. Its own connection is left out.
 */
export async function watchBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database at cleanup ends this connection from the server's side.
  client.on('error', () => {});
  await client.connect();
  let pids: number[] = [];
  const refresh = async () => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    pids = rows.map((r) => r.pid);
  };
  await refresh();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (!stopped) await refresh().catch(() => {});
    }
  })();
  return {
    pids: () => pids,
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}
