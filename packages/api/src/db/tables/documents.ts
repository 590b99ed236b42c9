// Shipment documents (uploads and generated labels / commercial invoices), claims and QBPtopshop enrolments.
// Being built in this session (issue 4).
export {};
