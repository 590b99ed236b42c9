// The payment gateway's own state: the embedded test gateway's coupons, promotion codes, balances, saved methods and charges; Stripe customer ids; webhook event ids seen.
// Being built in this session (issue 4).
export {};
