import {
  SHIPMENT_UPLOADED_DOCUMENTS_MAX,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '@bikeship/core/constants';
import type { ShipmentDocument } from '@bikeship/core/schemas';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXmlHttpRequest } from '../testing/fakeXmlHttpRequest';
import { type FakeAnswer, renderAccount, type SeenRequest } from '../testing/renderAccount';
import { LABEL_DOCUMENT, paidOrderWithDocuments, RECEIPT_DOCUMENT } from './documentsFixtures';
import { signedInStorages } from './ordersFixtures';

type Routes = Record<string, (request: SeenRequest) => FakeAnswer>;

/** The order detail, answering the stage's documents as they stand. */
function detailOf(documents: { current: ShipmentDocument[] }): Routes {
  return {
    'GET /api/Order/detail': () => ({
      status: 200,
      json: paidOrderWithDocuments(documents.current),
    }),
  };
}

const renderOrder = (routes: Routes) =>
  renderAccount('order', routes, { storages: signedInStorages(), orderId: '1042' });

const stage = () => screen.findByRole('region', { name: /^Stage 1/ });
const documentsOf = async () =>
  within(await stage()).findByRole('list', { name: 'Documents of stage 1' });

/** A user who may pick any file in the dialog ("All files"), not only the ones `accept` offers. */
const user = () => userEvent.setup({ applyAccept: false });

/** A 100-byte PDF: 40 % of it is 40 bytes. */
const pdf = (name: string) =>
  new File(['%PDF-1.7\n'.padEnd(100, '%')], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a stage's shipment documents (quote §7: ShipmentDocument)", () => {
  it('lists each document with its name, type, size and date; a label the server made has no Delete', async () => {
    renderOrder(detailOf({ current: [LABEL_DOCUMENT, RECEIPT_DOCUMENT] }));
    const list = await documentsOf();
    const [label, receipt] = within(list).getAllByRole('listitem');
    expect(label?.textContent).toBe(
      'label-501.pdfPDF · 48 kB · Nov 20, 2026 · made with the label',
    );
    expect(within(label as HTMLElement).queryByRole('button')).toBeNull();
    expect(receipt?.textContent).toContain('receipt.pdfPDF · 1.3 MB · Nov 21, 2026');
    expect(
      within(receipt as HTMLElement).getByRole('button', { name: 'Delete receipt.pdf' }),
    ).toBeDefined();
  });

  it('a cancelled stage takes no new document; what the customer uploaded stays to download', async () => {
    const order = paidOrderWithDocuments([RECEIPT_DOCUMENT]);
    renderOrder({
      'GET /api/Order/detail': () => ({
        status: 200,
        json: {
          ...order,
          shipments: order.shipments.map((shipment) => ({ ...shipment, status: 'cancelled' })),
        },
      }),
    });
    const section = await stage();
    expect(
      await within(section).findByText('This stage is cancelled: documents cannot be added to it.'),
    ).toBeDefined();
    expect(within(section).queryByLabelText('Add a document')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Download documents' })).toBeDefined();
  });

  it('a stage without documents says so and offers no download', async () => {
    renderOrder(detailOf({ current: [] }));
    const section = await stage();
    expect(await within(section).findByText('No documents yet.')).toBeDefined();
    expect(within(section).queryByRole('button', { name: 'Download documents' })).toBeNull();
  });

  it('an upload shows its progress, then the list holds the file (the order is fetched again)', async () => {
    const documents = { current: [LABEL_DOCUMENT] };
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = renderOrder({
      ...detailOf(documents),
      'POST /api/ShipmentDocument/create': () => {
        documents.current = [LABEL_DOCUMENT, { ...RECEIPT_DOCUMENT, sizeBytes: 18 }];
        return { ...RECEIPT_DOCUMENT };
      },
    });
    const sent: FormData[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return api.fetch(input, init);
    };
    vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(recordingFetch, { at: 0.4, until }));

    await user().upload(within(await stage()).getByLabelText('Add a document'), pdf('receipt.pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading receipt.pdf' });
    expect((bar as HTMLProgressElement).value).toBe(40);
    expect(within(await stage()).getByText('40%')).toBeDefined();
    release();

    expect((await screen.findByRole('status')).textContent).toBe('receipt.pdf uploaded.');
    expect(await within(await documentsOf()).findByText('receipt.pdf')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const create = api.requests.find((r) => r.path === '/api/ShipmentDocument/create');
    expect(Object.fromEntries(create?.query ?? [])).toEqual({
      shipmentId: '501',
      orderId: '1042',
      category: 'customer_document',
    });
    expect((sent[0]?.get('file') as File | undefined)?.name).toBe('receipt.pdf');
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(2);
  });

  it('refuses a file that is not a PDF, PNG or JPEG before sending it', async () => {
    const { api } = renderOrder(detailOf({ current: [] }));
    const notes = new File(['just text'], 'notes.txt', { type: 'text/plain' });
    await user().upload(within(await stage()).getByLabelText('Add a document'), notes);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'notes.txt cannot be uploaded: only PDF, PNG and JPEG files can.',
    );
    expect(api.requests.some((r) => r.path.startsWith('/api/ShipmentDocument'))).toBe(false);
  });

  it('refuses a file over the upload limit (quote §9: 1e8 bytes) before sending it', async () => {
    const { api } = renderOrder(detailOf({ current: [] }));
    const big = pdf('scan.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_CONTENT_LENGTH_BYTES + 1 });
    await user().upload(within(await stage()).getByLabelText('Add a document'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'scan.pdf cannot be uploaded: a document can be at most 100 MB.',
    );
    expect(api.requests.some((r) => r.path.startsWith('/api/ShipmentDocument'))).toBe(false);
  });

  it("shows the server's refusal of an upload in place, and the list stays as it was", async () => {
    const { api } = renderOrder({
      ...detailOf({ current: [] }),
      'POST /api/ShipmentDocument/create': () => ({
        status: 415,
        json: { message: 'Only PDF, PNG and JPEG files can be uploaded' },
      }),
    });
    vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(api.fetch));
    await user().upload(within(await stage()).getByLabelText('Add a document'), pdf('fake.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'fake.pdf could not be uploaded. Only PDF, PNG and JPEG files can be uploaded',
    );
    expect(within(await stage()).getByText('No documents yet.')).toBeDefined();
    expect(api.requests.filter((r) => r.path === '/api/Order/detail')).toHaveLength(1);
  });

  it('a stage holding SHIPMENT_UPLOADED_DOCUMENTS_MAX uploads offers no more, and says why', async () => {
    const uploads = Array.from({ length: SHIPMENT_UPLOADED_DOCUMENTS_MAX }, (_, index) => ({
      ...RECEIPT_DOCUMENT,
      shipmentDocumentId: 100 + index,
      file: `receipt-${index + 1}.pdf`,
    }));
    renderOrder(detailOf({ current: [LABEL_DOCUMENT, ...uploads] }));
    const picker = within(await stage()).getByLabelText('Add a document') as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(picker.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(await stage()).getByText(
        'This stage holds 20 documents, the most it can: delete one to add another.',
      ),
    ).toBeDefined();
  });

  it('Download documents saves the one PDF of the stage', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:documents');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { api } = renderOrder({
      ...detailOf({ current: [RECEIPT_DOCUMENT] }),
      'GET /api/ShipmentDocument/downloadDocuments': () =>
        new Response('%PDF-1.7\n', { headers: { 'content-type': 'application/pdf' } }),
    });
    await userEvent.click(
      await within(await stage()).findByRole('button', { name: 'Download documents' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Documents downloaded.');
    expect(clicked[0]?.download).toBe('bikeship-order-1042-stage-1-documents.pdf');
    expect(
      api.requests.find((r) => r.path.endsWith('downloadDocuments'))?.query.get('shipmentId'),
    ).toBe('501');
  });

  it('Delete asks first: Keep it sends nothing; Delete removes the file and the list follows', async () => {
    const documents = { current: [LABEL_DOCUMENT, RECEIPT_DOCUMENT] };
    const { api } = renderOrder({
      ...detailOf(documents),
      'DELETE /api/ShipmentDocument/delete': () => {
        documents.current = [LABEL_DOCUMENT];
        return { success: true };
      },
    });
    const list = await documentsOf();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete receipt.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(within(dialog).getByText('receipt.pdf will be removed from stage 1.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(within(list).getByRole('button', { name: 'Delete receipt.pdf' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('receipt.pdf deleted.');
    await vi.waitFor(async () =>
      expect(within(await documentsOf()).queryByText('receipt.pdf')).toBeNull(),
    );
    expect(api.requests.find((r) => r.method === 'DELETE')?.query.get('DocumentId')).toBe('72');
  });

  it("a delete the server refuses is said in place with the server's words", async () => {
    renderOrder({
      ...detailOf({ current: [RECEIPT_DOCUMENT] }),
      'DELETE /api/ShipmentDocument/delete': () => ({
        status: 409,
        json: {
          message:
            'Labels and commercial invoices go with the label: cancel the label to remove them',
        },
      }),
    });
    await userEvent.click(
      within(await documentsOf()).getByRole('button', { name: 'Delete receipt.pdf' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'receipt.pdf could not be deleted. Labels and commercial invoices go with the label: cancel the label to remove them',
    );
    expect(within(await documentsOf()).getByText('receipt.pdf')).toBeDefined();
  });
});
