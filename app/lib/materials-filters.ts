import { MATERIALS_COMPANY_TYPES, MATERIALS_PRODUCTS } from "./options";

/** What the /materials filters (and GET /api/materials) can ask for; they combine with AND. */
export type MaterialsFilter = {
  /** Substring of name, location, description or any product (decision 002). */
  text?: string;
  /** Manufacturer, Distributor or Supplier. */
  type?: string;
  /** One product of the filter list, matched exactly against a company's products. */
  product?: string;
};

export type MaterialsParams = {
  search?: string;
  type?: string;
  product?: string;
  page: number;
  /** The no-JavaScript 'Select All': render this page's checkboxes checked. */
  selectAll: boolean;
};

/** URL parameters of /materials, read leniently: unknown values mean "all". */
export function readMaterialsParams(params: URLSearchParams): MaterialsParams {
  const search = params.get("search")?.trim().slice(0, 100) || undefined;
  const type = params.get("type") ?? "";
  const product = params.get("product") ?? "";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    search,
    type: (MATERIALS_COMPANY_TYPES as readonly string[]).includes(type) ? type : undefined,
    product: (MATERIALS_PRODUCTS as readonly string[]).includes(product) ? product : undefined,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
    selectAll: params.get("select") === "all",
  };
}

export function materialsFilter(p: MaterialsParams): MaterialsFilter {
  return { text: p.search, type: p.type, product: p.product };
}
