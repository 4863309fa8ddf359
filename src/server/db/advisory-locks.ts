/**
 * Every PostgreSQL advisory lock the app takes, in one place: two features that picked the same
 * number would wait on each other for no reason (and, held in one transaction, could deadlock).
 * Whole-database locks take one key; `attributeValues` is the first of two keys, the second being
 * the organisation, so it lives in the two-key space and cannot meet a one-key lock.
 */
export const ADVISORY_LOCKS = {
  /** Every process migrating the same database applies each migration once. */
  migrations: 4_242_001,
  /** Processes starting together seed the demo organisation one after another. */
  demoSeed: 4_242_002,
  /** Processes starting together appoint PLATFORM_ADMIN_EMAIL at most once. */
  firstPlatformAdmin: 4_242_003,
  /** Two organisations cannot both find an e-mail domain free and both claim it ("CLDM"). */
  emailDomainClaims: 0x43_4c_44_4d,
  /** Per organisation: the 20-value limit of attributes holds under concurrent writes ("CLAT"). */
  attributeValues: 0x43_4c_41_54,
} as const;
