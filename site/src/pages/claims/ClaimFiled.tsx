import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** The confirmation: the claim number, and that the mail with it went out. */
export function ClaimFiled(props: { claimId: number; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="claim-filed" aria-labelledby="claim-filed-title">
      <h2 id="claim-filed-title" ref={heading} tabIndex={-1}>
        Claim #{props.claimId} is filed
      </h2>
      <p>
        Your claim number is <strong>{props.claimId}</strong>. We emailed it to{' '}
        <strong>{props.email}</strong> with a summary of the claim. Quote it whenever you contact us
        about the claim.
      </p>
      <p>
        Keep the box and all the packing material until the claim is settled: the carrier may want
        to inspect them.
      </p>
      <p>
        <Link to="/claims">How a claim goes on</Link> · <Link to="/contact-us">Contact us</Link>
      </p>
    </section>
  );
}
