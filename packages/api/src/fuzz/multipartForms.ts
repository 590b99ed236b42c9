import { CLAIM_PICTURE_FIELDS } from '@bikeship/core/constants';
import { claimFieldsSchema } from '@bikeship/core/schemas';
import * as z from 'zod';
import { type BodyMutationKind, mutateBody } from './bodyMutations';
import type { JsonSchema } from './jsonSchema';
import type { Random } from './random';
import { RawJson } from './rawJson';
import { type ValueContext, validValue } from './validValues';

/**
 * The fields of the two upload calls. The OpenAPI document says only "multipart/form-data" for
 * them (a form is not a JSON Schema), so their fields come from where the server reads them:
 * the core's claim schema and picture lists, and the document upload's single `file`.
 */
interface FormShape {
  textFields: JsonSchema;
  fileFields: readonly string[];
}

const FORM_SHAPES: Record<string, FormShape> = {
  createClaim: {
    textFields: z.toJSONSchema(claimFieldsSchema, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema,
    fileFields: CLAIM_PICTURE_FIELDS,
  },
  createShipmentDocument: { textFields: { type: 'object', properties: {} }, fileFields: ['file'] },
};

const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
const PDF_TEXT =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** File contents: pictures and PDFs as the server accepts them, and what it must refuse. */
function fileOf(random: Random): File {
  const name = random.pick(['bill.png', 'receipt.pdf', 'a\u0000b.png', '../../etc/passwd', '']);
  switch (random.int(0, 4)) {
    case 0:
      return new File([PNG_BYTES], name || 'x.png', { type: 'image/png' });
    case 1:
      return new File([PDF_TEXT], name || 'x.pdf', { type: 'application/pdf' });
    case 2:
      return new File(['<html><script>alert(1)</script></html>'], 'page.png', {
        type: 'image/png',
      });
    case 3:
      return new File([], 'empty.pdf', { type: 'application/pdf' });
    default:
      return new File([PNG_BYTES.subarray(0, 4)], 'cut.png', { type: 'image/png' });
  }
}

function formText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface GeneratedForm {
  form: FormData;
  description: string;
}

/**
 * A form for an upload call: its text fields valid or with one mutation (NUL, huge numbers…,
 * written as the text a browser would send), and some files in some of its file fields.
 */
export function formFor(
  operationId: string,
  context: ValueContext,
  mutation: BodyMutationKind | undefined,
): GeneratedForm {
  const { random } = context;
  const shape = FORM_SHAPES[operationId] ?? {
    textFields: { type: 'object', properties: {} },
    fileFields: ['file'],
  };
  let fields = validValue(shape.textFields, context) as Record<string, unknown>;
  let description = 'valid text fields';
  if (mutation) {
    const mutated = mutateBody(fields, shape.textFields, mutation, random);
    description = mutated.description.replace(/^body/, 'form');
    fields =
      mutated.body !== null && typeof mutated.body === 'object' && !Array.isArray(mutated.body)
        ? (mutated.body as Record<string, unknown>)
        : { value: mutated.body };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, formText(value));
  const files: string[] = [];
  for (const field of shape.fileFields) {
    if (!random.chance(0.5)) continue;
    for (let count = random.int(1, 2); count > 0; count -= 1) {
      const file = fileOf(random);
      form.append(field, file);
      files.push(`${field}=${file.name}(${file.size} B)`);
    }
  }
  return { form, description: `${description}; files: ${files.join(', ') || 'none'}` };
}
