// The one door from models to the database.
export { getDb as db, schema } from "../../db/client";
export type { Db } from "../../db/client";
