/**
 * The page's fixed cost: navigation, the HTML, one module script and its button, with no framework.
 * What React alone adds to it is what React's own code costs; the report sets Airlock's against that.
 */
const button = document.createElement('button')
button.type = 'button'
button.textContent = 'Connect Wallet'
document.getElementById('app')?.append(button)
