export interface FoundText {
  line: number;
  /** null: a text passed by name, which the extractor cannot read. */
  text: string | null;
}
export function extractMessages(
  fileName: string,
  text: string,
): { catalogues: string[]; texts: FoundText[] };
export function extractAll(): { file: string; catalogues: string[]; texts: FoundText[] }[];
