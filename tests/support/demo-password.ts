/**
 * The demo logins' password in every integration test: in the seeded template
 * database each test file's database is copied from, and on the built servers
 * those files start on it (production refuses the default one).
 */
export const TEST_DEMO_PASSWORD = "it-demo-pass-0123456789";
