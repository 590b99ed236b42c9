// Stored rate requests and their answers (the quotes area).
// Being built in this session (issue 4).
export {};
