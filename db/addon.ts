import { runtimeSettings } from "~/env.server";

/**
 * Where better-sqlite3 finds its compiled addon. Unset, its own build (this machine's Node). The
 * bench runs the servers on production's Node with an addon built for that Node (decision 038).
 */
export function addonOption(): { nativeBinding?: string } {
  const nativeBinding = runtimeSettings().sqliteNativeBinding;
  return nativeBinding ? { nativeBinding } : {};
}
