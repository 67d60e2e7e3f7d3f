/*
 * The page every social provider redirects the login popup to (the only redirect URI registered at
 * each). It hands the address it was opened at (code, state, iss, or the provider's error) to the
 * page that opened the popup, whose kernel passes it to the frame (SPEC §7 connect social). The code
 * is useless without the PKCE verifier, which only the auth service holds, so telling any opener is
 * safe; the opener itself only accepts this message from this origin and from its own popup.
 */
const line = document.getElementById('status')
if (window.opener) {
  ;(window.opener as Window).postMessage({ kind: 'airlock-social:result', uri: location.href }, '*')
  if (line) line.textContent = 'Signed in at the provider. Finishing in the app…'
} else if (line) {
  line.textContent = 'This window was not opened by an app. You can close it.'
}
export {}
