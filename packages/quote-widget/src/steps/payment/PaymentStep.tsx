/** Step of the ship wizard (quote §2) — being built in issue 5. */
export default function PaymentStep() {
  return <h2>Payment</h2>;
}
