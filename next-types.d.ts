// Next's ambient types (CSS modules, static images). next-env.d.ts carries them too, but Next
// writes that file at build time and it is not committed: a fresh clone type-checks before it
// builds, so the reference is kept here as well.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
