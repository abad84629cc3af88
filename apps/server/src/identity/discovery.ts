/** The OpenID Provider metadata, in Keycloak's layout so clients written for Keycloak work unchanged. */
export function discoveryDocument(issuer: string) {
  const oidc = `${issuer}/protocol/openid-connect`;
  return {
    issuer,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    introspection_endpoint: `${oidc}/token/introspect`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    jwks_uri: `${oidc}/certs`,
    revocation_endpoint: `${oidc}/revoke`,
    grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
    response_types_supported: ['none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    userinfo_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access', 'roles'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username', 'groups'],
  };
}
