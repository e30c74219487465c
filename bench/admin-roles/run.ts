/**
 * Issue 21 §7: every /api/admin route by role, as the server answers it. Starts the app on a
 * throwaway SQLite database, adds one account per role, sends each route's request as each role
 * (tests/server/features/staff/role-table.ts), and prints the Markdown table README's "Roles" section shows.
 * Exits 1 if the server and the permission map (src/lib/staff/roles.ts) disagree anywhere.
 *
 *   node --import tsx bench/admin-roles/run.ts
 */
import {startTestServer} from '../../tests/server/helper';
import {disagreements, formatRoleTable, staffOfEveryRole, walkRoleTable} from '../../tests/server/features/staff/role-table';

async function main(): Promise<number> {
  const server = await startTestServer();
  try {
    const rows = await walkRoleTable(server, await staffOfEveryRole(server));
    console.log(formatRoleTable(rows));
    const wrong = disagreements(rows);
    console.log(`\n${rows.length} routes x 4 roles; ${wrong.length} disagreements with the permission map`);
    for (const line of wrong) console.error(line);
    return wrong.length > 0 ? 1 : 0;
  } finally {
    await server.close();
  }
}

// The package is CommonJS for tsx, so no top-level await.
void main().then((code) => {
  process.exitCode = code;
});
