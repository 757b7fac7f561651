export declare const ROUTES: [route: string, budgetKb: number][];
export interface FirstLoad {
  files: number;
  raw: number;
  gzip: number;
  legacyGzip: number;
}
export declare function firstLoadMeter(
  base: string,
  fetchInit?: RequestInit,
): (route: string) => Promise<FirstLoad>;
