import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["default", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "type"> & { id?: string; type?: Toast["type"] };
