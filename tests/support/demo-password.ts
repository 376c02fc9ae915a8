/**
 * The demo logins' password in every integration and end-to-end test: in the
 * seeded template databases each test file's (or e2e worker's) database is
 * copied from, and on the built servers started on them (production refuses
 * the default one).
 */
export const TEST_DEMO_PASSWORD = "it-demo-pass-0123456789";
