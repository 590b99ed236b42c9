import {
  BOX_MAX_MARKET_VALUE,
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  FREE_TEXT_MAX_LENGTH,
} from '@bikeship/core/constants';
import { CLAIM_FILES_MAX_TOTAL_BYTES, formatUsd } from '@bikeship/core/rules';
import { Link } from 'react-router';
import '../../styles/guides.css';
import { ClaimPicturesDiagram } from './diagrams/infoDiagrams';

/** One file's size limit in megabytes, as the server's refusal and the claim form name it. */
const CLAIM_FILE_MAX_MB = CLAIM_FILE_MAX_BYTES / 1024 / 1024;

/**
 * What one claim's files may weigh together, in megabytes as people count them — the figure the
 * claim form refuses a file by (the 1e8-byte upload less room for the text: 99 MB).
 */
const CLAIM_UPLOAD_MAX_MB = Math.floor(CLAIM_FILES_MAX_TOTAL_BYTES / 1_000_000);

/**
 * What a claim is for, when to file, what to have ready — the five picture lists and the limits
 * the claim form and the server enforce — and the way to the form.
 */
export default function ClaimsPage() {
  return (
    <article className="site-page guide">
      <h1>Claims</h1>
      <p className="guide-lead">
        If your bike arrives damaged, or does not arrive at all, file a claim. A complete claim with
        clear pictures is the quickest to settle.
      </p>
      <p>
        <Link to="/claimsform" className="site-cta">
          File a claim
        </Link>
      </p>

      <h2>When to file</h2>
      <ul>
        <li>
          <strong>Damage you can see on delivery</strong>: if you can, have the driver note it on
          the delivery record, then photograph the box before you open it.
        </li>
        <li>
          <strong>Damage you find when unpacking</strong>: stop, photograph the bike and the packing
          as you found them, and keep everything.
        </li>
        <li>
          <strong>Loss</strong>: when <Link to="/tracking">tracking</Link> shows no progress or the
          shipment was not delivered, contact us first; then file a loss claim.
        </li>
      </ul>
      <p>
        A claim can be filed on an order that was paid for, by the account that placed it, so sign
        in first. Our claim form has no deadline of its own, but the carriers' claim deadlines are
        counted from the delivery date (or the expected delivery date for a loss): file as soon as
        you can, and keep the box and all packing material until the claim is settled, since the
        carrier may want to inspect them.
      </p>

      <h2>What you need</h2>
      <ul>
        <li>The order number, and the box's tracking number if you have it.</li>
        <li>Your name, e-mail and, if you like, a phone number.</li>
        <li>
          Whether it is a damage or a loss claim, and what happened, in up to {FREE_TEXT_MAX_LENGTH}{' '}
          characters.
        </li>
        <li>
          The amount you claim, in dollars: the repair cost, or the bike's value if it cannot be
          repaired or was lost. A claim can ask for at most {formatUsd(BOX_MAX_MARKET_VALUE)} for
          each box of the order.
        </li>
      </ul>

      <h3>The five picture lists</h3>
      <figure className="guide-figure">
        <ClaimPicturesDiagram />
        <figcaption>Bill of sale, estimate, outside, packing, inside.</figcaption>
      </figure>
      <table className="guide-table">
        <caption>What goes in each list</caption>
        <thead>
          <tr>
            <th scope="col">List</th>
            <th scope="col">What to add</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Bill of sale</th>
            <td>
              The receipt or invoice showing what was shipped and what it is worth.{' '}
              <strong>Always required.</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">Estimate</th>
            <td>
              A bike shop's written repair estimate, or its note that the part cannot be repaired.
            </td>
          </tr>
          <tr>
            <th scope="row">Outside</th>
            <td>The box from every side, close-ups of any hole, crush or tear, and the label.</td>
          </tr>
          <tr>
            <th scope="row">Packing</th>
            <td>The packing as you found it: padding, spacers, how the bike sat in the box.</td>
          </tr>
          <tr>
            <th scope="row">Inside</th>
            <td>The damage itself: the broken part, close up and from a step back.</td>
          </tr>
        </tbody>
      </table>
      <p>
        A damage claim needs at least one picture of the damage, outside or inside, besides the bill
        of sale.
      </p>

      <h3>File limits</h3>
      <ul>
        <li>Types: JPEG, PNG, WebP, HEIC (as iPhones save photos) or PDF.</li>
        <li>At most {CLAIM_FILE_MAX_MB} MB per file.</li>
        <li>
          At most {CLAIM_FILES_PER_LIST_MAX} files in one list, and {CLAIM_FILES_MAX} in all.
        </li>
        <li>All files of one claim together at most {CLAIM_UPLOAD_MAX_MB} MB.</li>
      </ul>
      <p>
        Files are checked by their content, not their name: a renamed file of another type, or a PDF
        with scripts in it, is refused.
      </p>

      <h2>After you file</h2>
      <p>
        You get a claim number. Quote it whenever you <Link to="/contact-us">contact us</Link> about
        the claim. Nothing is filed unless the whole claim, with every picture, was received.
      </p>
      <p>
        Avoid the next one: our <Link to="/packing-guide">packing guide</Link> shows how a bike
        travels safely.
      </p>
      <p>
        <Link to="/claimsform" className="site-cta">
          File a claim
        </Link>
      </p>
    </article>
  );
}
