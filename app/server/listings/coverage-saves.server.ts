import { COVERAGE_SAVES_PER_HOUR } from "~/models/listings/coverage.server";
import { env } from "~/env.server";

/** An account's coverage saves an hour, scaled like every limit for browser and load tests. */
export const coverageSavesPerHour = () => COVERAGE_SAVES_PER_HOUR * env().RATE_LIMIT_FACTOR;
