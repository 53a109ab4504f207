/**
 * The account feature (the member centre's frame and profile page): both are routed from
 * app/router.tsx, so it offers nothing to other features yet.
 */
export {}
