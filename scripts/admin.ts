/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: makes an existing account an
 * operator of the directory, or not, in the database DATABASE_PATH names (like the app). On
 * LiteFS run it on the primary: `fly ssh console --machine <primary> -C "npm run admin -- …"`.
 */
import { getDb, migrateDatabase } from "~/db/client";
import { setOperator } from "~/models/admin/operators.server";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant EMAIL | revoke EMAIL");
  process.exit(2);
}
migrateDatabase(getDb());
try {
  const result = setOperator(email, command === "grant", { id: null, email: "cli" });
  const what = command === "grant" ? "is an operator" : "is no longer an operator";
  console.log(
    result.changed ? `${email} ${what}.` : `${email} already ${what.replace("is ", "was ")}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
