// next-auth provider ids, shared by server and client code.
export const OIDC_PROVIDER_ID = "oidc";
export const LOCAL_PROVIDER_ID = "local";
