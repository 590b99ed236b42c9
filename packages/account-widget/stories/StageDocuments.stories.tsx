import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import {
  LABEL_DOCUMENT,
  paidOrderWithDocuments,
  RECEIPT_DOCUMENT,
} from '../src/orders/documentsFixtures';
import { signedInStorages } from '../src/orders/ordersFixtures';
import { fakeXmlHttpRequest } from '../src/testing/fakeXmlHttpRequest';
import { AccountStory } from './accountStory';

/**
 * A stage's shipment documents in `<bikeship-account view="order">`: the list (name, type, size,
 * date; the label the server made has no Delete), Add a document with its progress bar,
 * Download documents and Delete. The stories run on the in-memory fake API.
 */
const meta = {
  title: 'account-widget/Order/Documents',
  component: AccountStory,
  args: { view: 'order', orderId: '1042', storages: signedInStorages() },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const detail = (documents: (typeof LABEL_DOCUMENT)[]) => ({
  'GET /api/Order/detail': () => ({ status: 200, json: paidOrderWithDocuments(documents) }),
});

/** 100 bytes of PDF, as a customer's file dialog hands it over. */
const receipt = () =>
  new File(['%PDF-1.7\n'.padEnd(100, '%')], 'receipt.pdf', { type: 'application/pdf' });

const picker = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText('Add a document');

/** No documents yet: the picker with its limits, no download. */
export const Empty: Story = { args: { routes: detail([]) } };

/** The label made at payment and an uploaded receipt. */
export const WithFiles: Story = { args: { routes: detail([LABEL_DOCUMENT, RECEIPT_DOCUMENT]) } };

/**
 * An upload under way: the browser's XMLHttpRequest stands in for one that has sent 40 % and
 * goes no further while the story is shown.
 */
export const Uploading: Story = {
  args: { routes: detail([LABEL_DOCUMENT]) },
  beforeEach: () => {
    const browserXhr = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = fakeXmlHttpRequest(globalThis.fetch, {
      at: 0.4,
      until: new Promise<void>(() => {}),
    });
    return () => {
      globalThis.XMLHttpRequest = browserXhr;
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(await picker(canvasElement), receipt());
    await within(canvasElement).findByRole('progressbar', { name: 'Uploading receipt.pdf' });
  },
};

/** A file that is not a PDF, PNG or JPEG: refused in place before anything is sent. */
export const Refused: Story = {
  args: { routes: detail([LABEL_DOCUMENT]) },
  play: async ({ canvasElement }) => {
    const notes = new File(['just text'], 'notes.txt', { type: 'text/plain' });
    // A customer may choose "All files" in the dialog: the picker's `accept` is only a hint.
    await userEvent.setup({ applyAccept: false }).upload(await picker(canvasElement), notes);
    await within(canvasElement).findByRole('alert');
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  args: { routes: detail([LABEL_DOCUMENT, RECEIPT_DOCUMENT]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete receipt.pdf' }));
    await canvas.findByRole('dialog', { name: 'Delete this document?' });
  },
};
