import { z } from "zod";
import { singleLine } from "./plain-text";

/** POST /api/user-activity: fired by the browser on searches (decision 003). */
export const activitySchema = z.object({
  sessionId: z
    .string()
    .trim()
    .regex(/^session_\d+_?[a-z0-9]+$/i, "sessionId must look like session_<timestamp><random>")
    .max(80),
  searchQuery: z
    .string()
    .trim()
    .max(200)
    .refine(...singleLine)
    .optional(),
  searchedService: z
    .string()
    .trim()
    .max(100)
    .refine(...singleLine)
    .optional(),
  deviceType: z.enum(["mobile", "tablet", "desktop"]).optional(),
  visitCount: z.number().int().positive().max(1_000_000).optional(),
  location: z
    .string()
    .trim()
    .max(100)
    .refine(...singleLine)
    .optional(),
});

export type ActivityInput = z.infer<typeof activitySchema>;

/** night before 6, morning before 12, afternoon before 18, otherwise evening. */
export function timeOfDay(hour: number): "night" | "morning" | "afternoon" | "evening" {
  if (hour < 6) return "night";
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}
